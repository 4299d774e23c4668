import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root, startInstance, startNginx, startRedis, type Running } from "../deploy/topology";
import { waitForHttp } from "./wait-for-http";

// The processes a bench needs, on loopback ports of their own, stopped when it ends. The production
// topology (nginx, standalone instances, Redis) comes from deploy/topology.ts, as `npm run
// start:edge` and the e2e suite start it; the embedded API and `npm start`'s site server are here.

export { root };
const running: Running[] = [];

/** Registers a started piece so that stopAll() ends it. */
export function track<T extends Running>(part: T): T {
  running.push(part);
  return part;
}

export async function stopAll(): Promise<void> {
  await Promise.all(running.splice(0).map((part) => part.stop()));
}

/** A started process; its output goes to `logFile` when given. */
function launch(command: string, args: string[], env: Record<string, string>, logFile?: string) {
  const log = logFile ? openSync(logFile, "w") : "ignore";
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", log, log],
  });
  if (typeof log === "number") closeSync(log);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  /** How it ended, or null while it runs. */
  const ended = () => (child.exitCode ?? child.signalCode ?? null) as number | string | null;
  return track({ url: "", pid: child.pid!, stop, ended });
}

/**
 * The embedded API with a fresh database (filled by `prepare` before it starts, else seeded on start); its
 * test hooks let the bench edit a course. Its output: .data/bench-api-<port>.log.
 */
export async function startApi(port: number, prepare?: (dataDir: string) => Promise<void>): Promise<string> {
  const dataDir = `.data/bench-${port}`;
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  await prepare?.(path.join(root, dataDir));
  launch(
    process.execPath,
    ["embedded-api/dist/server.js"],
    {
      EMBEDDED_API_PORT: String(port),
      EMBEDDED_API_DATA_DIR: dataDir,
      EMBEDDED_API_RATE_LIMIT: "0",
      EMBEDDED_API_TEST_HOOKS: "1",
    },
    path.join(root, ".data", `bench-api-${port}.log`),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/v3/status`, 60_000);
  return url;
}

/** As npm start runs it (SITE_NODE_FLAGS overrides, e.g. to try another heap size). */
const SITE_NODE_FLAGS = (process.env.SITE_NODE_FLAGS ?? "--max-old-space-size=256").split(" ").filter(Boolean);

export interface Site {
  url: string;
  pid: number;
  /** Its output (errors included). */
  logFile: string;
  /** The exit code or signal once it has ended, null while it runs. */
  ended(): number | string | null;
}

/** `npm start`'s site server (.next/site-server.js) alone, without nginx; `env`: settings of its own. */
export async function startSite(port: number, apiUrl: string, env: Record<string, string> = {}): Promise<Site> {
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(root, ".data", `bench-site-${port}.log`);
  const { pid, ended } = launch(
    process.execPath,
    [...SITE_NODE_FLAGS, ".next/site-server.js"],
    { PORT: String(port), HOSTNAME: "127.0.0.1", MEEDU_API_URL: apiUrl, SITE_URL: url, ...env },
    logFile,
  );
  await waitForHttp(`${url}/login`, 60_000);
  return { url, pid, logFile, ended };
}

export interface EdgePorts {
  nginx: number;
  instances: number[];
  redis: number;
}

/**
 * nginx + N standalone instances + Redis, as deploy/ runs them, against `apiUrl`. The instances'
 * output goes to .data/bench-instances-<nginx port>.log.
 */
export async function startEdge(ports: EdgePorts, apiUrl: string, env: Record<string, string> = {}) {
  const siteUrl = `http://127.0.0.1:${ports.nginx}`;
  const logFile = path.join(root, ".data", `bench-instances-${ports.nginx}.log`);
  rmSync(logFile, { force: true });
  const redis = track(await startRedis(ports.redis));
  const instances = await Promise.all(
    ports.instances.map(async (port) =>
      track(await startInstance(port, { apiUrl, siteUrl, env: { REDIS_URL: redis.url, ...env }, logFile })),
    ),
  );
  const upstreams = ports.instances.map((port) => `127.0.0.1:${port}`);
  const nginx = track(await startNginx(ports.nginx, upstreams, `bench-nginx-${ports.nginx}`));
  return { url: nginx.url, nginx, instances, redis, logFile };
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
