import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForHttp } from "./wait-for-http";

export interface LoadResult {
  requestsPerSecond: number;
  non2xx: number;
}

interface LoadOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
}

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;

/** Debian's wrk (C, one thread) when installed: a JS client would be the bottleneck on 2 cores. */
function wrk(url: string, { connections = 10, seconds = 8, headers = {} }: LoadOptions): LoadResult {
  const args = [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const output = spawnSync("wrk", args, { encoding: "utf8" }).stdout;
  return {
    requestsPerSecond: Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    non2xx: Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0),
  };
}

export const loadTool = hasWrk ? "wrk" : "autocannon";

export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  if (hasWrk) return wrk(url, options);
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 8,
    headers: options.headers,
  });
  return { requestsPerSecond: result.requests.average, non2xx: result.non2xx };
}

/** Set per connection or per transfer by any server, not part of the response a cache replays. */
const TRANSFER_HEADERS = new Set(["connection", "keep-alive", "date", "transfer-encoding", "content-length"]);

/**
 * The limit a cached page is compared with: the same response (headers and body, as the load
 * tool receives it) answered from memory by one plain Node process (bench/memory-server.mjs),
 * measured in the same run on the same machine.
 */
/** One plain Node process answering `body` with `headers` from memory until `stop()`. */
export async function serveFromMemory(
  body: Buffer,
  headers: Record<string, string>,
  port: number,
): Promise<{ url: string; stop: () => void }> {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-"));
  writeFileSync(path.join(folder, "body"), body);
  writeFileSync(path.join(folder, "headers.json"), JSON.stringify(headers));
  const server = spawn(
    process.execPath,
    [
      path.join(__dirname, "memory-server.mjs"),
      path.join(folder, "body"),
      path.join(folder, "headers.json"),
      String(port),
    ],
    {
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, 10_000);
  return { url, stop: () => server.kill("SIGTERM") };
}

export async function memoryBaseline(
  url: string,
  port: number,
  seconds: number,
): Promise<LoadResult & { bytes: number }> {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)));
  const server = await serveFromMemory(body, headers, port);
  try {
    return { ...(await load(server.url, { seconds })), bytes: body.length };
  } finally {
    server.stop();
  }
}
