import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { EDGE_TTL_SECONDS, MIDDLEWARE_FREE_HEADERS } from "../deploy/render-nginx-conf";
import { root, startInstance, startNginx, startRedis, type Running } from "../deploy/topology";
import { E2E_API_URL, E2E_REVALIDATE_SECRET } from "./support/environment";
import { CANARY_TAGS, canariesServed, sendCanaries } from "./support/browser-param-canary";
import { ADDRESS_VARIANTS, CANONICAL_ADDRESSES, servesItself } from "./support/page-identity";
import { rawRequest } from "./support/raw-http";
import { revalidateTags } from "./support/revalidate";
import { startSlowBackend } from "./support/slow-backend";
import { SKIPPED_PATH_MISSES } from "./support/skipped-path-misses";

// The production topology (deploy/): Debian's nginx in front of two instances of Next's own
// standalone server sharing a real redis-server. nginx is the only HTTP cache.

const NGINX_PORT = 8091;
const INSTANCE_PORTS = [3141, 3142];
const REDIS_PORT = 6393;
const COURSE_ID = 1;
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

let redis: Running;
let instances: Running[] = [];
let nginx: Running;
const edge = `http://127.0.0.1:${NGINX_PORT}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redis = await startRedis(REDIS_PORT);
  instances = await Promise.all(
    INSTANCE_PORTS.map((port) =>
      startInstance(port, {
        apiUrl: E2E_API_URL,
        siteUrl: edge,
        env: { REDIS_URL: redis.url, REVALIDATE_SECRET: E2E_REVALIDATE_SECRET },
      }),
    ),
  );
  nginx = await startNginx(
    NGINX_PORT,
    INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`),
    "e2e-nginx",
  );
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.stop();
});

const cacheStatus = async (target: string, headers: Record<string, string> = {}) =>
  (await rawRequest(edge, target, { headers })).headers["x-cache-status"];
const redisKeys = () => Number(execFileSync("redis-cli", ["-p", String(REDIS_PORT), "dbsize"], { encoding: "utf8" }));
const edgeCopies = () =>
  readdirSync(path.join(root, ".data", "e2e-nginx", "cache"), { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile(),
  ).length;
const afterEdgeTtl = () => new Promise((resolve) => setTimeout(resolve, (EDGE_TTL_SECONDS + 1) * 1000));

test("anonymous public pages come from nginx's cache; phones never get the PC copy", async () => {
  await rawRequest(edge, "/courses?scene=free");
  expect(await cacheStatus("/courses?scene=free")).toBe("HIT");
  // This school has an H5 site: a phone is forwarded there, from a cache entry of its own.
  for (let i = 0; i < 2; i += 1) {
    const phone = await rawRequest(edge, "/courses?scene=free", { headers: { "user-agent": PHONE } });
    expect(phone.status).toBe(307);
    expect(phone.headers.location).toMatch(/^https:\/\/m\.example\.com\//);
  }
  expect(await cacheStatus("/courses?scene=free")).toBe("HIT");
});

test("members, router requests and sign-in returns always reach the site", async () => {
  await rawRequest(edge, "/vip");
  expect(await cacheStatus("/vip", { cookie: "meedu-user-token=abc" })).toBe("BYPASS");
  expect(await cacheStatus("/vip", { cookie: "meedu-signed-in=1" })).toBe("BYPASS");
  expect(await cacheStatus("/vip", { rsc: "1" })).toBe("BYPASS");
  const member = await rawRequest(edge, "/member", { headers: { cookie: "meedu-user-token=abc" } });
  expect(member.headers["x-cache-status"]).toBe("BYPASS");
});

test("a cache after nginx (a CDN) is told to keep none of the router's answers, and pages as before", async () => {
  // Next answers a router request without ?_rsc with a redirect to it, one with it with RSC data,
  // both marked like the page itself.
  for (const target of ["/courses", "/courses?_rsc=abc12"]) {
    const answer = await rawRequest(edge, target, { headers: { rsc: "1" } });
    expect([200, 307], target).toContain(answer.status);
    expect(answer.headers["cache-control"], target).toBe("private, no-store");
  }
  const page = await rawRequest(edge, "/courses");
  expect(page.headers["cache-control"]).toMatch(/^public, /);
});

test("static files come from disk, precompressed and immutable", async () => {
  const html = (await rawRequest(edge, "/login")).body;
  const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const answer = await rawRequest(edge, script!, { headers: { "accept-encoding": "gzip" } });
  expect(answer.status).toBe(200);
  expect(answer.headers["cache-control"]).toContain("immutable");
  expect(answer.headers["content-encoding"]).toBe("gzip");
});

test("refusals at the edge use the site's own pages", async () => {
  for (const [target, options, status, text] of [
    [`/search?keywords=${encodeURIComponent("中".repeat(2000))}`, {}, 414, "请求地址过长"],
    ["/", { headers: { "x-filler": "a".repeat(17 * 1024) } }, 431, "请求头过大"],
    ["/courses?cid=1#", {}, 400, "请求地址无效"],
    ["/courses?_rsc", {}, 400, "请求地址无效"],
    ["/courses?%5frsc=1", {}, 400, "请求地址无效"],
    // Next decodes parameter names: each character of its names may come percent-encoded.
    ["/courses?%6ExtPcid=1", {}, 400, "请求地址无效"],
    ["/courses?nxt%50cid=1", {}, 400, "请求地址无效"],
    ["/courses?cid=1&%6e%78%74%49x=1", {}, 400, "请求地址无效"],
    ["/courses?_%72sc", {}, 400, "请求地址无效"],
    ["/courses?%5F%72%73%63=1", {}, 400, "请求地址无效"],
    ["/", { method: "TRACK" }, 405, "请求方法不被允许"],
    ["/courses", { method: "POST", body: "x".repeat(64 * 1024) }, 413, "请求内容过大"],
  ] as const) {
    const answer = await rawRequest(edge, target, options as Parameters<typeof rawRequest>[2]);
    expect(answer.status, target.slice(0, 40)).toBe(status);
    expect(answer.body).toContain(text);
  }
});

test("404s on the static paths carry the site's security headers", async () => {
  const page = (await rawRequest(edge, "/login")).headers;
  // nginx's own (build files from disk) and the instances' (the public folder, no middleware there).
  for (const target of SKIPPED_PATH_MISSES) {
    const answer = await rawRequest(edge, target);
    expect(answer.status, target).toBe(404);
    // The edge knows no asset origins: the site's policy with none.
    expect(answer.headers["content-security-policy"], target).toBe(MIDDLEWARE_FREE_HEADERS["Content-Security-Policy"]);
    for (const name of ["x-frame-options", "x-content-type-options", "referrer-policy", "permissions-policy"]) {
      expect(answer.headers[name], `${target} ${name}`).toBe(page[name]);
    }
  }
});

test("no spelling of an address changes what nginx or Next keep for the canonical address", async () => {
  test.setTimeout(90_000);
  await afterEdgeTtl(); // every copy nginx holds is due for a refresh, so a variant could take its place
  for (const variant of ADDRESS_VARIANTS) {
    expect([200, 307, 308, 400, 404], variant).toContain((await rawRequest(edge, variant)).status);
    // This school has an H5 site: phones are forwarded there (307) from any address it can map.
    const phone = await rawRequest(edge, variant, { headers: { "user-agent": PHONE } });
    expect([307, 400], variant).toContain(phone.status);
  }
  const check = async (base: string) =>
    (await Promise.all(CANONICAL_ADDRESSES.map((address) => servesItself(base, address)))).flat();
  expect(await check(edge)).toEqual([]);
  await afterEdgeTtl(); // and once more after nginx refreshed them from the instances
  await check(edge);
  expect(await check(edge)).toEqual([]);
  for (const instance of instances) expect(await check(instance.url)).toEqual([]);
});

test("no address names another variant's copy (a phone's, a compressed one)", async () => {
  for (const page of ["/announcement", "/vip"]) {
    for (const spelling of [`${page}:phone`, `${page}phone`, `${page}|gzip`, `${page}:phone:gzip`]) {
      for (let i = 0; i < 2; i += 1) expect((await rawRequest(edge, spelling)).status, spelling).toBe(404);
    }
    const phone = await rawRequest(edge, page, { headers: { "user-agent": PHONE, "accept-encoding": "gzip" } });
    expect(phone.status, page).toBe(307);
    const desktop = await rawRequest(edge, page, { headers: { "accept-encoding": "gzip" } });
    expect(desktop.status, page).toBe(200);
    expect(desktop.headers["content-encoding"]).toBe("gzip");
    expect((await rawRequest(edge, page)).headers["content-encoding"]).toBeUndefined();
  }
});

test("200 random page values make no cache entries anywhere", async () => {
  const [keys, copies] = [redisKeys(), edgeCopies()];
  for (let i = 0; i < 200; i += 1) {
    const value = Math.random().toString(36).slice(2, 8);
    const answer = await rawRequest(edge, `/courses?page=${value}`);
    expect(answer.status).toBe(308);
  }
  expect(redisKeys()).toBe(keys);
  expect(edgeCopies()).toBe(copies);
});

test("an edit and its webhook are visible through the edge on every page that shows it", async () => {
  test.setTimeout(60_000);
  const detail = await (await fetch(`${E2E_API_URL}/api/v2/course/${COURSE_ID}`)).json();
  const seeded = detail.data.course.title as string;
  const rename = (title: string) =>
    fetch(`${E2E_API_URL}/__test/course-title?id=${COURSE_ID}&title=${encodeURIComponent(title)}`, { method: "POST" });
  const revalidate = () =>
    fetch(`${edge}/api/revalidate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}`, "Content-Type": "application/json" },
      body: JSON.stringify({ tags: ["courses", `course-${COURSE_ID}`] }),
    });
  const pages = [`/courses/detail/${COURSE_ID}`, "/courses"];
  for (const page of pages) expect((await rawRequest(edge, page)).body).toContain(seeded);

  const title = `边缘缓存刷新 ${Date.now()}`;
  expect((await rename(title)).ok).toBe(true);
  try {
    expect((await revalidate()).status).toBe(200);
    for (const page of pages) {
      await expect
        .poll(async () => (await rawRequest(edge, page)).body, { timeout: (EDGE_TTL_SECONDS + 3) * 1000 })
        .toContain(title);
    }
  } finally {
    await rename(seeded);
    await revalidate();
  }
});

test("no copy nginx or an instance keeps ever carries one visitor's login_code, action or msv", async () => {
  test.setTimeout(120_000);
  const readEverywhere = async () =>
    (await Promise.all([edge, ...instances.map((instance) => instance.url)].map(canariesServed))).flat();
  await revalidateTags(instances[0].url, CANARY_TAGS);
  await afterEdgeTtl();
  expect((await sendCanaries(edge)).filter((status) => status >= 500)).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await readEverywhere()).toEqual([]);
  // and after both caches refreshed their copies
  await revalidateTags(instances[0].url, CANARY_TAGS);
  await afterEdgeTtl();
  await readEverywhere();
  expect(await readEverywhere()).toEqual([]);
});

test("with the backend 20 s late, never-cached pages answer 503 with a readable page within 16 s", async () => {
  test.setTimeout(120_000);
  const slow = await startSlowBackend(8492, E2E_API_URL, 20_000);
  const late = await startInstance(3143, { apiUrl: slow.url, siteUrl: edge });
  const lateEdge = await startNginx(8093, ["127.0.0.1:3143"], "e2e-nginx-late");
  // Starting, the instance already found the backend not answering and stopped waiting for it for a
  // while (lib/api/backend-pause.ts); let that pass so these renders wait for real.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  try {
    const answers = await Promise.all(
      ["/courses/detail/2", "/announcement", "/courses?cid=2"].map(async (target) => {
        const started = Date.now();
        const answer = await rawRequest(lateEdge.url, target);
        return { target, answer, seconds: (Date.now() - started) / 1000 };
      }),
    );
    for (const { target, answer, seconds } of answers) {
      expect({ target, status: answer.status }).toEqual({ target, status: 503 });
      expect(answer.headers["retry-after"]).toBe("30");
      expect(answer.body).toContain("服务暂时不可用");
      expect(seconds, target).toBeLessThan(17);
    }
  } finally {
    await lateEdge.stop();
    await late.stop();
    await slow.stop();
  }
});

test("with every instance down, cached pages are served stale and others get the 503 page", async () => {
  await rawRequest(edge, "/courses/detail/2?tab=3");
  await Promise.all(instances.map((instance) => instance.stop()));
  await afterEdgeTtl();
  const cached = await rawRequest(edge, "/courses/detail/2?tab=3");
  expect(cached.status).toBe(200);
  expect(cached.headers["x-cache-status"]).toBe("STALE");
  const never = await rawRequest(edge, "/courses/detail/3?tab=5");
  expect(never.status).toBe(503);
  expect(never.headers["retry-after"]).toBe("30");
  expect(never.body).toContain("服务暂时不可用");
});
