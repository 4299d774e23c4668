import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForHttp } from "../embedded-api/launcher/processes";

export interface LoadResult {
  requestsPerSecond: number;
  non2xx: number;
}

export async function load(url: string, options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 8,
    headers: options.headers,
  });
  return { requestsPerSecond: result.requests.average, non2xx: result.non2xx };
}

/**
 * The limit a cached page is compared with: the same bytes answered from memory by one
 * plain Node process (bench/memory-server.mjs), measured in the same run on the same machine.
 */
export async function memoryBaseline(url: string, port: number, seconds: number): Promise<LoadResult & { bytes: number }> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "body");
  writeFileSync(file, body);
  const server = spawn(process.execPath, [path.join(__dirname, "memory-server.mjs"), file, response.headers.get("content-type") ?? "text/html", String(port)], {
    stdio: "ignore",
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 10_000);
    return { ...(await load(`http://127.0.0.1:${port}/`, { seconds })), bytes: body.length };
  } finally {
    server.kill("SIGTERM");
  }
}
