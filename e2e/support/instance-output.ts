// What a site instance tells its operator: the JSON request lines it logged and its Prometheus text.

/** The request lines among an instance's stdout lines (one JSON object per line). */
export function requestLogEntries(lines: string[]): Record<string, unknown>[] {
  return lines.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      return entry.msg === "request" ? [entry] : [];
    } catch {
      return [];
    }
  });
}

/** The value of one series in a Prometheus text exposition, 0 when absent. */
export function metricSample(metrics: string, series: string): number {
  const line = metrics.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
