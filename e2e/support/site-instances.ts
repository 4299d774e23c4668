import { spawn, type ChildProcess } from "node:child_process";
import { E2E_API_URL, E2E_REVALIDATE_SECRET } from "./environment";

// Extra processes for the shared-cache specs: a real redis-server and site servers on the
// same production build, started and stopped by the spec itself.

export interface Running {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    });
}

export async function startRedis(port: number): Promise<Running> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  const net = await import("node:net");
  await waitFor(
    () =>
      new Promise((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.end();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      }),
    "redis-server",
  );
  return { url, stop: stopper(child) };
}

export async function startSite(port: number, env: Record<string, string>): Promise<Running> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [".next/site-server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      MEEDU_API_URL: E2E_API_URL,
      SITE_URL: url,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      ...env,
    },
  });
  await waitFor(async () => (await fetch(`${url}/login`)).ok, `site server on ${port}`);
  return { url, stop: stopper(child) };
}
