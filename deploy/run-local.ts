// `npm run start:edge`: the production topology on this machine — Debian's nginx (port EDGE_PORT,
// default 8080) in front of two instances of Next's standalone server (3301, 3302) sharing a
// redis-server (6380) — against MEEDU_API_URL, or the embedded API with demo data when it is unset.
// Needs `apt-get install nginx redis-server` and a build (`npm run build`, run here when missing).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { root, startInstance, startNginx, startRedis, type Running } from "./topology";

const EDGE_PORT = Number(process.env.EDGE_PORT || 8080);
const INSTANCE_PORTS = [3301, 3302];
const REDIS_PORT = 6380;
const API_PORT = 8300;

async function main() {
  const built = [".next/standalone/server.js", "embedded-api/dist/server.js"].every((file) =>
    existsSync(path.join(root, file)),
  );
  if (!built) {
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  }
  const running: Running[] = [];
  const stop = async () => {
    await Promise.all(running.map((part) => part.stop()));
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());

  const siteUrl = process.env.SITE_URL || `http://localhost:${EDGE_PORT}`;
  let apiUrl = process.env.MEEDU_API_URL;
  if (!apiUrl) {
    const { startEmbeddedApi } = await import(path.join(root, "embedded-api", "dist", "server.js"));
    const api = await startEmbeddedApi({
      ...process.env,
      EMBEDDED_API_PORT: String(API_PORT),
      EMBEDDED_API_DATA_DIR: ".data/edge-embedded-api",
      EMBEDDED_API_TRUSTED_PROXIES: "127.0.0.1,::1",
      EMBEDDED_API_THROTTLE_WHITELIST_IP: "127.0.0.1,::1",
      EMBEDDED_API_ALLOWED_ORIGINS: siteUrl,
      SITE_URL: siteUrl,
    });
    apiUrl = api.url as string;
    running.push({ url: apiUrl, pid: process.pid, stop: () => api.close() });
  }
  const redis = await startRedis(REDIS_PORT);
  running.push(redis);
  const instances = await Promise.all(
    INSTANCE_PORTS.map((port) =>
      startInstance(port, { apiUrl: apiUrl!, siteUrl, env: { REDIS_URL: redis.url }, quiet: false }),
    ),
  );
  running.push(...instances);
  running.push(
    await startNginx(
      EDGE_PORT,
      INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`),
      "edge-nginx",
    ),
  );
  console.log(`Site (nginx + ${instances.length} instances + Redis): http://localhost:${EDGE_PORT}  (API: ${apiUrl})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
