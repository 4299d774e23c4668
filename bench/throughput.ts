import autocannon from "autocannon";
import { execFile, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BROWSER_HEADERS, median } from "./measure";
import { waitForHttp } from "./wait-for-http";

export interface LoadResult {
  requestsPerSecond: number;
  non2xx: number;
  /** 99th percentile latency, milliseconds. */
  p99Ms: number;
}

interface LoadOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
}

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/**
 * Debian's wrk (C, one thread) when installed: a JS client would be the bottleneck on 2 cores. Its
 * latency percentiles are corrected for coordinated omission: a stall also counts for the requests
 * a steady stream of visitors would have sent meanwhile.
 */
async function wrk(url: string, { connections = 10, seconds = 8, headers = {} }: LoadOptions): Promise<LoadResult> {
  const args = [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const output = await new Promise<string>((resolve, reject) =>
    execFile("wrk", args, { encoding: "utf8" }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  const p99 = output.match(/^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m);
  return {
    requestsPerSecond: Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    non2xx: Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0),
    p99Ms: p99 ? Number(p99[1]) * MS_PER_UNIT[p99[2]] : NaN,
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
  return { requestsPerSecond: result.requests.average, non2xx: result.non2xx, p99Ms: result.latency.p99 };
}

const medianOf = (results: LoadResult[]): LoadResult => ({
  requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
  non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  p99Ms: median(results.map((result) => result.p99Ms)),
});

/**
 * A desktop browser's user agent, as every real visitor sends one (the edge tests it on each request;
 * without one the figure flatters it). No Accept-Encoding: the limit would compress on the fly.
 */
const VISITOR_HEADERS = { "user-agent": BROWSER_HEADERS["user-agent"] };

/**
 * `url` against `limitUrl`, in alternating rounds so that both see the same machine; medians.
 * A one-second run of each first fills what the load tool's own requests are answered from (the
 * edge keeps a copy per Accept-Encoding, and wrk sends none) and warms both servers.
 */
export async function compareLoad(
  url: string,
  limitUrl: string,
  { seconds, rounds = 3 }: { seconds: number; rounds?: number },
): Promise<{ measured: LoadResult; limit: LoadResult }> {
  const headers = VISITOR_HEADERS;
  await load(url, { seconds: 1, headers });
  await load(limitUrl, { seconds: 1, headers });
  const measured: LoadResult[] = [];
  const limit: LoadResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    limit.push(await load(limitUrl, { seconds, headers }));
    measured.push(await load(url, { seconds, headers }));
  }
  return { measured: medianOf(measured), limit: medianOf(limit) };
}

/** Set per connection or per transfer by any server, not part of the response a cache replays. */
const TRANSFER_HEADERS = new Set(["connection", "keep-alive", "date", "transfer-encoding", "content-length"]);

/**
 * The limit `npm start`'s pages are compared with: the same response (headers and body, as the load
 * tool receives it) answered from memory by one plain Node process (bench/memory-server.mjs),
 * measured in the same run on the same machine.
 */
export async function memoryBaseline(url: string, port: number, seconds: number): Promise<LoadResult> {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const folder = mkdtempSync(path.join(tmpdir(), "bench-"));
  writeFileSync(path.join(folder, "body"), Buffer.from(await response.arrayBuffer()));
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)));
  writeFileSync(path.join(folder, "headers.json"), JSON.stringify(headers));
  const server = spawn(
    process.execPath,
    [
      path.join(__dirname, "memory-server.mjs"),
      path.join(folder, "body"),
      path.join(folder, "headers.json"),
      `${port}`,
    ],
    { stdio: "ignore" },
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 10_000);
    return await load(`http://127.0.0.1:${port}/`, { seconds });
  } finally {
    server.kill("SIGTERM");
  }
}
