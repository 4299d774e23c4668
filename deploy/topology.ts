import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { renderNginxConf } from "./render-nginx-conf";

// The production topology on one machine, from Debian's nginx and redis-server and the build's
// standalone server: nginx in front of N instances sharing Redis. `npm run start:edge` runs it for
// a school to try; the e2e suite and `npm run bench` start the same pieces.

export const root = path.resolve(__dirname, "..");

export interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    });
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

const answers = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500;

/** quiet: errors only; a file name: everything appended to that file; `logs`: stdout lines collected there. */
export function launch(
  command: string,
  args: string[],
  env: Record<string, string>,
  quiet: boolean | string,
  logs?: string[],
): ChildProcess {
  const log = typeof quiet === "string" ? openSync(quiet, "a") : null;
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio:
      log !== null
        ? ["ignore", log, log]
        : logs
          ? ["ignore", "pipe", "inherit"]
          : quiet
            ? ["ignore", "ignore", "inherit"]
            : "inherit",
  });
  if (log !== null) closeSync(log); // the child has its own copy
  if (logs) {
    let partial = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      logs.push(...lines);
    });
  }
  return child;
}

export async function startRedis(port: number): Promise<Running> {
  const child = launch(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {},
    true,
  );
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
  await waitFor(listening, "redis-server");
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid!, stop: stopper(child) };
}

export interface InstanceSettings {
  apiUrl: string;
  /** The public address (nginx's), for canonical links. */
  siteUrl: string;
  env?: Record<string, string>;
  quiet?: boolean;
  /** Collects what the instance writes to stdout, line by line. */
  logs?: string[];
  /** Append the instance's output (errors included) to this file instead of this terminal. */
  logFile?: string;
}

/**
 * One site instance: Next's own standalone server. HOSTNAME=localhost keeps it on loopback (only
 * nginx reaches it) under the name Next also gives its own requests, so its rewrites stay internal.
 */
export async function startInstance(port: number, settings: InstanceSettings): Promise<Running> {
  const child = launch(
    process.execPath,
    ["--max-old-space-size=256", path.join(root, ".next", "standalone", "server.js")],
    {
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "localhost",
      MEEDU_API_URL: settings.apiUrl,
      SITE_URL: settings.siteUrl,
      ...settings.env,
    },
    settings.logFile ?? settings.quiet ?? true,
    settings.logs,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(answers(`${url}/login`), `site instance on ${port}`);
  return { url, pid: child.pid!, stop: stopper(child) };
}

export async function startNginx(port: number, upstreams: string[], runtimeName = `nginx-${port}`): Promise<Running> {
  const runtime = path.join(root, ".data", runtimeName);
  rmSync(runtime, { recursive: true, force: true });
  mkdirSync(runtime, { recursive: true });
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
  const child = launch("nginx", ["-c", conf, "-p", runtime, "-g", "daemon off;"], {}, true);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(answers(`${url}/login`), "nginx");
  return { url, pid: child.pid!, stop: stopper(child) };
}
