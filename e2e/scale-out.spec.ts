import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { renderNginxConf } from "../deploy/render-nginx-conf";
import { E2E_SITE_PORT } from "./support/environment";

// deploy/nginx.conf.template with Debian's nginx in front of the e2e site: anonymous pages
// come from nginx's cache, members and phones always reach the site, static files come
// from disk with long-lived caching and the .gz files made at build.

const NGINX_PORT = 8091;
const nginxUrl = `http://127.0.0.1:${NGINX_PORT}`;
const runtime = path.resolve(".data/e2e-nginx");
let nginx: ChildProcess;

test.beforeAll(async () => {
  rmSync(runtime, { recursive: true, force: true });
  mkdirSync(runtime, { recursive: true });
  const conf = path.join(runtime, "nginx.conf");
  writeFileSync(
    conf,
    renderNginxConf({
      LISTEN: `127.0.0.1:${NGINX_PORT}`,
      UPSTREAMS: `127.0.0.1:${E2E_SITE_PORT}`,
      STATIC_ROOT: path.resolve(".next/static"),
      CACHE_DIR: path.join(runtime, "cache"),
      RUNTIME_DIR: runtime,
    }),
  );
  nginx = spawn("nginx", ["-c", conf, "-p", runtime, "-g", "daemon off;"], { stdio: "inherit" });
  await expect
    .poll(async () => (await fetch(`${nginxUrl}/login`).catch(() => null))?.status ?? 0, { timeout: 15_000 })
    .toBe(200);
});

test.afterAll(() => {
  nginx?.kill("SIGTERM");
});

const cacheStatus = async (pathname: string, headers: Record<string, string> = {}) =>
  (await fetch(`${nginxUrl}${pathname}`, { headers, redirect: "manual" })).headers.get("x-cache-status");

test("anonymous public pages are served from nginx's cache", async () => {
  await fetch(`${nginxUrl}/courses?scene=free`);
  expect(await cacheStatus("/courses?scene=free")).toBe("HIT");
});

test("members, phones and router requests always reach the site", async () => {
  await fetch(`${nginxUrl}/vip`);
  expect(await cacheStatus("/vip", { cookie: "meedu-user-token=abc" })).toBe("BYPASS");
  expect(await cacheStatus("/vip", { cookie: "meedu-signed-in=1" })).toBe("BYPASS");
  const phone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
  expect(await cacheStatus("/vip", { "user-agent": phone })).toBe("BYPASS");
  expect(await cacheStatus("/vip", { rsc: "1" })).toBe("BYPASS");
  const member = await fetch(`${nginxUrl}/member`, { headers: { cookie: "meedu-user-token=abc" }, redirect: "manual" });
  expect(member.headers.get("x-cache-status")).toBe("BYPASS");
});

test("static files come from disk, precompressed and immutable", async ({ request }) => {
  const html = await (await fetch(`${nginxUrl}/login`)).text();
  const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const response = await request.get(`${nginxUrl}${script}`, { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
});
