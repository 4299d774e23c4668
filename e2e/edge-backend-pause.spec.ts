import { expect, test } from "@playwright/test";
import { startInstance, startNginx, startRedis, type Running } from "../deploy/topology";
import { E2E_API_URL } from "./support/environment";
import { rawRequest } from "./support/raw-http";
import { startSlowBackend } from "./support/slow-backend";

// The production topology (deploy/) before a backend 20 s late: nginx in front of two instances
// sharing a real redis-server. Concurrent first visitors of one page wait at nginx's cache lock for
// the first visitor's render; when its reads time out, the pause it begins is every instance's
// (lib/server/shared-backend-pause.ts), so whoever nginx passes on next is answered at once.

const NGINX_PORT = 8097;
const INSTANCE_PORTS = [3161, 3162];
const REDIS_PORT = 6397;
const SLOW_BACKEND_PORT = 8494;
const BACKEND_DELAY_MS = 20_000;
/** The backend answers at once while the stack starts, then late. */
let backendDelayMs = 0;
const VISITORS = 5;

let redis: Running | undefined;
let slow: { url: string; stop(): Promise<void> } | undefined;
let instances: Running[] = [];
let nginx: Running | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const edge = `http://127.0.0.1:${NGINX_PORT}`;
  redis = await startRedis(REDIS_PORT);
  slow = await startSlowBackend(SLOW_BACKEND_PORT, E2E_API_URL, () => backendDelayMs);
  instances = await Promise.all(
    INSTANCE_PORTS.map((port) =>
      startInstance(port, { apiUrl: slow!.url, siteUrl: edge, env: { REDIS_URL: redis!.url } }),
    ),
  );
  nginx = await startNginx(
    NGINX_PORT,
    INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`),
    "e2e-nginx-pause",
  );
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await slow?.stop();
  await redis?.stop();
});

test("concurrent first visitors of one page each get the 503 page within 16 s, whichever instance answers", async () => {
  test.setTimeout(60_000);
  backendDelayMs = BACKEND_DELAY_MS;
  const answers = await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      const started = Date.now();
      const answer = await rawRequest(nginx!.url, "/courses/detail/2");
      return { answer, seconds: (Date.now() - started) / 1000 };
    }),
  );
  for (const { answer, seconds } of answers) {
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("30");
    expect(answer.body).toContain("服务暂时不可用");
    // 16 s, and a second for a machine under load (2 cores at load 6-10: 15.5-16.5 s; before the
    // shared pause and the one-deadline lock: 15.4 / 20.2 / 31.0 s).
    expect(seconds).toBeLessThan(17);
  }
});
