import { expect, test } from "@playwright/test";
import type { Running } from "../deploy/topology";
import { DEMO_MEMBER, DOWN_SITE_URL, E2E_API_URL } from "./support/environment";
import { startRecordingBackend, type RecordingBackend } from "./support/recording-backend";
import { apiPost } from "./support/session";
import { startSiteServer } from "./support/site-server";
import { metricSample, requestLogEntries } from "./support/instance-output";

// Operating the site as `npm start` runs it (server/site-server.ts in front of Next): health,
// readiness, metrics and the request log (docs/operating.md, Operating). The main e2e site answers the probes;
// a site of this spec's own, behind a trusted proxy (127.0.0.1) and a backend that records what
// it is told, shows the metrics and the log.

const SITE_PORT = 3150;
const BACKEND_PORT = 8497;
const TRUSTED_REQUEST_ID = "e2e0npm0start0000000000000000001";

let backend: RecordingBackend;
let site: Running;
const logs: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  backend = await startRecordingBackend(BACKEND_PORT, E2E_API_URL);
  site = await startSiteServer(SITE_PORT, { apiUrl: backend.url, env: { TRUSTED_PROXIES: "127.0.0.1" }, logs });
});

test.afterAll(async () => {
  await site?.stop();
  await backend?.stop();
});

const loggedRequests = () => requestLogEntries(logs);

const memberToken = async () =>
  (await apiPost<{ token: string }>("/api/v2/login/password", { ...DEMO_MEMBER })).data.token;

test("/healthz answers from the process alone, never cached and without page headers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["content-security-policy"]).toBeUndefined();
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("the endpoints are not pages: no phone forwarding, not in the sitemap", async ({ request }) => {
  // This school has an H5 site: a phone asking for a page is forwarded there, a probe never is.
  const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
  for (const path of ["/healthz", "/readyz", "/metrics"]) {
    const response = await request.get(path, { headers: { "User-Agent": phone }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
  }
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(files.length).toBeGreaterThan(0);
  for (const sitemap of [index, ...(await Promise.all(files.map(async (file) => (await request.get(file)).text())))]) {
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toMatch(/healthz|readyz|metrics/);
  }
});

test("/readyz is ready when the backend answers its config", async ({ request }) => {
  const response = await request.get("/readyz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toMatchObject({ status: "ready", checks: { backend: { ok: true } } });
});

test("/readyz answers 503 naming the backend when it is down", async ({ request }) => {
  const response = await request.get(`${DOWN_SITE_URL}/readyz`);
  expect(response.status()).toBe(503);
  expect(await response.json()).toMatchObject({
    status: "not ready",
    failing: ["backend"],
    checks: { backend: { ok: false } },
  });
});

test("/metrics counts the request just made, with Next's page cache outcome and the backend's calls", async ({
  request,
}) => {
  const before = await (await request.get(`${site.url}/metrics`)).text();
  expect((await request.get(`${site.url}/vip`)).status()).toBe(200);
  const response = await request.get(`${site.url}/metrics`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  const metrics = await response.text();
  const series = 'meedu_http_requests_total{route="vip",method="GET",status="200"}';
  expect(metricSample(metrics, series)).toBe(metricSample(before, series) + 1);
  expect(metrics).toMatch(/^meedu_page_cache_responses_total\{route="vip",outcome="(MISS|HIT|STALE)"\} \d+$/m);
  expect(metrics).toMatch(/^meedu_backend_requests_total\{endpoint="v2\/roles",method="GET",status="200"/m);
  expect(metrics).toMatch(/^process_resident_memory_bytes \d+/m);
});

test("/metrics refuses a client outside loopback and METRICS_ALLOW", async ({ request }) => {
  // This site believes 127.0.0.1's X-Forwarded-For (TRUSTED_PROXIES): the client is 203.0.113.7.
  const refused = await request.get(`${site.url}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.7" } });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain("meedu_");
  // The main site believes no one's header: the same claim leaves the client on loopback.
  const spoofed = await request.get("/metrics", { headers: { "X-Forwarded-For": "203.0.113.7" } });
  expect(spoofed.status()).toBe(200);
});

test("each request is one log line with the id the backend was sent, and no token", async ({ request }) => {
  const token = await memberToken();
  const response = await request.get(`${site.url}/member`, {
    headers: { Cookie: `meedu-user-token=${token}`, "X-Request-Id": TRUSTED_REQUEST_ID },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["x-request-id"]).toBe(TRUSTED_REQUEST_ID);
  expect(backend.requestIdsFor("/api/v2/member/detail")).toContain(TRUSTED_REQUEST_ID);
  await expect
    .poll(() => loggedRequests().find((entry) => entry.request_id === TRUSTED_REQUEST_ID))
    .toMatchObject({ level: "info", method: "GET", route: "member", status: 200 });
  const line = loggedRequests().find((entry) => entry.request_id === TRUSTED_REQUEST_ID)!;
  expect(typeof line.duration_ms).toBe("number");
  expect(logs.join("\n")).not.toContain(token);
});

test("the /api proxy sends the request id on to the backend", async ({ request }) => {
  const id = "e2e0npm0start0000000000000000002";
  const response = await request.get(`${site.url}/api/v2/other/config`, { headers: { "X-Request-Id": id } });
  expect(response.status()).toBe(200);
  expect(response.headers()["x-request-id"]).toBe(id);
  expect(backend.requestIdsFor("/api/v2/other/config")).toContain(id);
});

test("a request id from a client that is not a trusted proxy is replaced", async ({ request }) => {
  const response = await request.get("/healthz", { headers: { "X-Request-Id": "chosen-by-the-client-0001" } });
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});
