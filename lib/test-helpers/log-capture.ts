import { register } from "prom-client";
import { logTo } from "../observability/logger";

// What the server logged and counted during a test: the shared logger writes JSON lines here,
// and every metric starts from zero.

export interface LogCapture {
  lines: Array<Record<string, unknown>>;
  raw: string[];
}

export function captureLogs(): LogCapture {
  const capture: LogCapture = { lines: [], raw: [] };
  logTo({
    write(line: string) {
      capture.raw.push(line);
      capture.lines.push(JSON.parse(line));
    },
  });
  return capture;
}

export function stopCapturingLogs(): void {
  logTo(null);
}

export async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await register.getSingleMetric(name)?.get();
  const match = metric?.values.find((value) =>
    Object.entries(labels).every(([key, expected]) => String(value.labels[key]) === expected),
  );
  return match?.value ?? 0;
}

export function resetMetrics(): void {
  register.resetMetrics();
}
