import { expect, test } from "@playwright/test";
import type { Running } from "../deploy/topology";
import { E2E_API_URL } from "./support/environment";
import { startSiteServer } from "./support/site-server";
import { startSlowBackend } from "./support/slow-backend";

// A site as `npm start` runs it, its page cache in process memory (no REDIS_URL) with a small
// budget (PAGE_CACHE_MB=4: 1.6 MB for the canonical views, 2.4 MB for the rest, a page being
// 100-200 KB as counted), behind a backend that can be switched off (a proxy in front of the
// embedded API). One client walks 300 distinct catalog views, as a crawler does, several times
// what the cache holds; then the backend refuses connections.

const SITE_PORT = 3160;
const BACKEND_PORT = 8499;
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CANONICAL_PAGES = ["/", "/courses", "/courses/detail/1", "/announcement", "/vip", "/sitemap.xml", "/robots.txt"];
const WALK = 300;
const PARALLEL = 4;

/** The crawler's walk: distinct, valid views of the catalog (category × page). */
const walkedView = (n: number) => `/courses?cid=${Math.ceil(n / 10)}&page=${(n % 10) + 2}`;

let backend: Awaited<ReturnType<typeof startSlowBackend>> | null;
let site: Running;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  backend = await startSlowBackend(BACKEND_PORT, E2E_API_URL, 0);
  site = await startSiteServer(SITE_PORT, { apiUrl: backend.url, env: { PAGE_CACHE_MB: "4" }, logs: [] });
});

test.afterAll(async () => {
  await site?.stop();
  await backend?.stop();
});

test("the canonical pages are rendered once", async ({ request }) => {
  for (const path of CANONICAL_PAGES) {
    expect((await request.get(`${site.url}${path}`, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test(`a crawler walking ${WALK} distinct views from one address gets every one, never a refusal`, async ({
  request,
}) => {
  test.setTimeout(180_000);
  const refused: string[] = [];
  const next = { n: 1 };
  const walker = async () => {
    for (let n = next.n++; n <= WALK; n = next.n++) {
      const path = walkedView(n);
      const response = await request.get(`${site.url}${path}`, {
        headers: { "User-Agent": CRAWLER },
        maxRedirects: 0,
      });
      if (response.status() !== 200) refused.push(`${path} → ${response.status()}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, walker));
  expect(refused).toEqual([]);
});

test("with the backend refusing connections, every canonical page is still served from the cache", async ({
  request,
}) => {
  await backend!.stop();
  backend = null;
  for (const path of CANONICAL_PAGES) {
    const response = await request.get(`${site.url}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});

test("a view the flood pushed out explains the outage instead of a blank page", async ({ page }) => {
  const response = await page.goto(`${site.url}${walkedView(1)}`);
  expect(response?.status()).toBe(500);
  expect(response?.headers()["cache-control"]).toMatch(/no-store/);
  await expect(page.getByRole("heading", { name: "服务暂时不可用，请稍后再试" })).toBeVisible();
  await expect(page.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
});
