import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { waitForHttp } from "./wait-for-http";

// The processes a bench needs, on loopback ports of their own, stopped when it ends.

export const root = path.resolve(__dirname, "..");
const started: ChildProcess[] = [];

export function stopAll(): void {
  for (const child of started) if (child.exitCode === null) child.kill("SIGTERM");
}

function launch(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: "ignore",
  });
  started.push(child);
  return child;
}

export async function startApi(port: number): Promise<string> {
  const dataDir = `.data/bench-${port}`;
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  launch(process.execPath, ["embedded-api/dist/server.js"], {
    EMBEDDED_API_PORT: String(port),
    EMBEDDED_API_DATA_DIR: dataDir,
    EMBEDDED_API_RATE_LIMIT: "0",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/v3/status`, 60_000);
  return url;
}

/** As npm start runs it (SITE_NODE_FLAGS overrides, e.g. to try another heap size). */
const SITE_NODE_FLAGS = (process.env.SITE_NODE_FLAGS ?? "--max-old-space-size=256").split(" ").filter(Boolean);

export interface Site {
  url: string;
  pid: number;
}

export async function startSite(port: number, apiUrl: string, env: Record<string, string> = {}): Promise<Site> {
  const url = `http://127.0.0.1:${port}`;
  const child = launch(process.execPath, [...SITE_NODE_FLAGS, ".next/site-server.js"], {
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    MEEDU_API_URL: apiUrl,
    SITE_URL: url,
    ...env,
  });
  await waitForHttp(`${url}/login`, 60_000);
  return { url, pid: child.pid! };
}

export async function startRedis(port: number): Promise<string> {
  launch("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  const net = await import("node:net");
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (up) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("redis-server did not start");
}

export async function startNginx(port: number, upstreams: string[]): Promise<string> {
  const runtime = path.join(root, ".data", `bench-nginx-${port}`);
  rmSync(runtime, { recursive: true, force: true });
  mkdirSync(runtime, { recursive: true });
  const { renderNginxConf } = await import("../deploy/render-nginx-conf");
  const conf = path.join(runtime, "nginx.conf");
  writeFileSync(
    conf,
    renderNginxConf({
      LISTEN: `127.0.0.1:${port}`,
      UPSTREAMS: upstreams.join(","),
      STATIC_ROOT: path.join(root, ".next", "static"),
      CACHE_DIR: path.join(runtime, "cache"),
      RUNTIME_DIR: runtime,
    }),
  );
  launch("nginx", ["-c", conf, "-p", runtime, "-g", "daemon off;"]);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/login`, 20_000);
  return url;
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((row) => row.startsWith("VmRSS:"));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}
