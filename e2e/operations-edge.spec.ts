import { expect, test } from "@playwright/test";
import { startInstance, startNginx, startRedis, type Running } from "../deploy/topology";
import { DEMO_MEMBER, E2E_API_URL } from "./support/environment";
import { rawRequest } from "./support/raw-http";
import { startRecordingBackend, type RecordingBackend } from "./support/recording-backend";
import { apiPost } from "./support/session";
import { metricSample, requestLogEntries } from "./support/instance-output";

// Operating the production topology (deploy/): Debian's nginx in front of Next's own standalone
// server with Redis. No code of ours sees the instance's answers here: the request log and the
// request metrics come from Next's documented request span and from middleware (docs/operating.md, Operating).

const NGINX_PORT = 8095;
const INSTANCE_PORT = 3151;
const REDIS_PORT = 6396;
const BACKEND_PORT = 8498;

let redis: Running;
let backend: RecordingBackend;
let instance: Running;
let nginx: Running;
const logs: string[] = [];
const edge = `http://127.0.0.1:${NGINX_PORT}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redis = await startRedis(REDIS_PORT);
  backend = await startRecordingBackend(BACKEND_PORT, E2E_API_URL);
  instance = await startInstance(INSTANCE_PORT, {
    apiUrl: backend.url,
    siteUrl: edge,
    env: { REDIS_URL: redis.url },
    logs,
  });
  nginx = await startNginx(NGINX_PORT, [`127.0.0.1:${INSTANCE_PORT}`], "e2e-nginx-operations");
});

test.afterAll(async () => {
  await nginx?.stop();
  await instance?.stop();
  await backend?.stop();
  await redis?.stop();
});

const loggedRequest = (requestId: string) => requestLogEntries(logs).find((entry) => entry.request_id === requestId);

test("/healthz and /readyz pass through nginx, never from its cache", async () => {
  for (let i = 0; i < 2; i += 1) {
    const health = await rawRequest(edge, "/healthz");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok" });
    expect(health.headers["x-cache-status"]).toBeUndefined();
    expect(health.headers["cache-control"]).toBe("no-store");
  }
  const ready = await rawRequest(edge, "/readyz");
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.body)).toMatchObject({
    status: "ready",
    checks: { backend: { ok: true }, redis: { ok: true } },
  });
});

test("nginx names each request; the instance logs that id and sends it to the backend", async () => {
  const token = (await apiPost<{ token: string }>("/api/v2/login/password", { ...DEMO_MEMBER })).data.token;
  const answer = await rawRequest(edge, "/member", {
    headers: { cookie: `meedu-user-token=${token}`, "x-request-id": "forged-by-the-client-0001" },
  });
  expect(answer.status).toBe(200);
  const requestId = String(answer.headers["x-request-id"]);
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  expect(backend.requestIdsFor("/api/v2/member/detail")).toContain(requestId);
  expect(backend.requestIdsFor("/api/v2/member/detail")).not.toContain("forged-by-the-client-0001");
  await expect
    .poll(() => loggedRequest(requestId))
    .toMatchObject({ level: "info", method: "GET", route: "member", status: 200 });
  expect(logs.join("\n")).not.toContain(token);
});

test("a cached page never replays the id of the request that filled the cache", async () => {
  const first = await rawRequest(edge, "/announcement");
  const second = await rawRequest(edge, "/announcement");
  expect(second.headers["x-cache-status"]).toBe("HIT");
  expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
});

test("/metrics belongs to each instance: refused at the edge and from outside, it counts what was just answered", async () => {
  expect((await rawRequest(edge, "/metrics")).status).toBe(404);
  const outside = await rawRequest(instance.url, "/metrics", { headers: { "x-forwarded-for": "203.0.113.7" } });
  expect(outside.status).toBe(403);

  const before = (await rawRequest(instance.url, "/metrics")).body;
  expect((await rawRequest(edge, "/courses?cid=1&page=1")).status).toBe(308);
  expect((await rawRequest(edge, "/courses/detail/1?tab=3", { headers: { cookie: "meedu-signed-in=1" } })).status).toBe(
    200,
  );
  const metrics = await rawRequest(instance.url, "/metrics");
  expect(metrics.status).toBe(200);
  // The redirect is middleware's own answer; the page is the render's, from Next's request span.
  for (const series of [
    'meedu_http_requests_total{route="courses",method="GET",status="308"}',
    'meedu_http_requests_total{route="course",method="GET",status="200"}',
  ]) {
    expect(metricSample(metrics.body, series)).toBe(metricSample(before, series) + 1);
  }
  expect(metrics.body).toMatch(/^meedu_http_request_duration_seconds_count\{route="course",method="GET"\} \d+$/m);
});

test("/readyz answers 503 naming Redis when it goes down", async () => {
  await redis.stop();
  await expect
    .poll(async () => {
      const answer = await rawRequest(edge, "/readyz");
      return { status: answer.status, body: JSON.parse(answer.body) };
    })
    .toMatchObject({
      status: 503,
      body: { status: "not ready", failing: ["redis"], checks: { backend: { ok: true }, redis: { ok: false } } },
    });
});
