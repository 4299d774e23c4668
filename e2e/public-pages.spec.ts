import { devices, expect, test } from "@playwright/test";
import { FEATURE_SITE_URL } from "./support/feature-stack";
import { loginAsDemoMember } from "./support/session";
import { pageSettled } from "./support/settled";

// Public pages are the same HTML for everyone, cached and CDN-cacheable (docs/caching.md).

const PUBLIC_PAGES = [
  "/",
  "/courses",
  "/courses?scene=free&page=1",
  "/courses/detail/1",
  "/courses/detail/1?tab=3",
  "/announcement",
  "/vip",
  "/sitemap.xml",
  "/sitemaps/pages-1.xml",
  "/sitemaps/courses-1.xml",
  "/robots.txt",
];

for (const path of PUBLIC_PAGES) {
  test(`${path} is public and cacheable for visitors`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/^public, s-maxage=60, stale-while-revalidate=\d+$/);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
}

test("a request with the session cookie is never marked shareable", async ({ context, baseURL }) => {
  await loginAsDemoMember(context, baseURL!);
  const response = await context.request.get("/courses/detail/1");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  // The readable marker is set next to the HttpOnly token for page scripts.
  expect(response.headers()["set-cookie"]).toContain("meedu-signed-in=1");
});

test("member pages are private", async ({ context, baseURL }) => {
  await loginAsDemoMember(context, baseURL!);
  const response = await context.request.get("/member/orders");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(response.headers()["cache-control"]).toContain("private");
});

test("another spelling of a page is sent to its one address, which answers from Next's cache", async ({ request }) => {
  await request.get("/courses?cid=1");
  const spelled = await request.get("/courses?utm_source=newsletter&cid=1", { maxRedirects: 0 });
  expect(spelled.status()).toBe(308);
  expect(spelled.headers().location).toMatch(/\/courses\?cid=1$/);
  // From the cache either way: STALE when its 60 s ran out during the suite (refreshed in the background).
  expect(["HIT", "STALE"]).toContain((await request.get("/courses?cid=1")).headers()["x-nextjs-cache"]);
});

test("internal view addresses are not pages of their own", async ({ request }) => {
  for (const path of [
    "/home/index",
    "/courses/catalog/index",
    "/courses/detail/1/tab=3",
    "/vip/index",
    "/sitemap-xml/index",
    "/sitemap-xml/courses/1/index",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("canonical links come from SITE_URL, never from the Host header", async ({ request, baseURL }) => {
  const html = await (
    await request.get("/courses/detail/1", { headers: { "X-Forwarded-Host": "evil.example", Host: "evil.example" } })
  ).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/courses/detail/1"/>`);
  expect(html).not.toContain("evil.example");
});

test("a malformed address answers 400 with a page of ours and locked-down headers", async ({ request }) => {
  const response = await request.get("/courses/detail/%");
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("请求地址无效");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

test("KaTeX and highlight.js styles load only on pages with math or code", async ({ request }) => {
  const stylesheets = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
  expect(await stylesheets("/courses/detail/1")).not.toContain("/vendor/katex/katex.min.css");
  expect(await stylesheets("/vip")).not.toContain("/vendor/highlight/a11y-dark.min.css");
  const announcement = await stylesheets("/announcement");
  expect(announcement).toContain("/vendor/katex/katex.min.css");
  expect(announcement).toContain("/vendor/highlight/a11y-dark.min.css");
});

test("the site stylesheet is one cached file, not copied into every page", async ({ request }) => {
  const html = await (await request.get("/courses/detail/1")).text();
  const [, href] = html.match(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/) ?? [];
  expect(href).toBeDefined();
  const stylesheet = await request.get(href);
  expect(stylesheet.headers()["cache-control"]).toContain("immutable");
  expect(await stylesheet.text()).toContain(".max-w-site{");
  // Neither in a <style> element nor in the router payload that follows the markup.
  expect(html).not.toContain(".max-w-site{");
});

test("links do not prefetch: a course page visit makes no router requests", async ({ page }) => {
  const routerRequests: string[] = [];
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers.rsc || headers["next-router-prefetch"]) routerRequests.push(request.url());
  });
  await page.goto("/courses/detail/1", { waitUntil: "networkidle" });
  await page.mouse.wheel(0, 2000);
  await pageSettled(page);
  expect(routerRequests).toEqual([]);
});

test("without JavaScript a course page shows its full public content", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/courses/detail/2?tab=3");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole("link", { name: "购买课程￥199" })).toBeVisible();
  await expect(page.locator('a[href^="/courses/video/"]').first()).toBeVisible();
  await context.close();
});

test("a phone gets the same page as a PC: Next's script tags as written, and it comes alive", async ({ browser }) => {
  // The feature stack's school has no H5 site, so phones are shown the PC pages.
  const phone = await browser.newContext({ ...devices["Pixel 7"], baseURL: FEATURE_SITE_URL });
  const page = await phone.newPage();
  const response = await page.goto("/courses/detail/1");
  const html = await response!.text();
  expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/);
  expect(html).not.toContain("first-contentful-paint");
  // Below 1024 px the header's links fold behind 菜单 (e2e/phone-layout.spec.ts).
  await page.locator("header").getByRole("button", { name: "菜单" }).tap();
  await page.locator("header").getByRole("button", { name: "登录" }).tap();
  await expect(page.getByRole("dialog").getByRole("tab", { name: "密码登录" })).toBeVisible();
  await phone.close();
});

test("on a PC a cached page's scripts are fetched with the page, as Next wrote them", async ({ request }) => {
  const html = await (await request.get("/courses/detail/1")).text();
  expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/);
  expect(html).not.toContain("first-contentful-paint");
});
