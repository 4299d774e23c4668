import { expect, test, type Page } from "@playwright/test";
import { E2E_H5_URL } from "./support/environment";
import { FEATURE_SITE_URL } from "./support/feature-stack";
import { courseLessons } from "./support/lessons";
import { loginAsDemoMember } from "./support/session";

// What public pages tell crawlers about phones (docs/product-rules.md#mobile-annotations). The main
// stack's school has an H5 site (h5_url = E2E_H5_URL); the feature stack's has none.

const MOBILE_MEDIA = "only screen and (max-width: 640px)";
const PIXEL_7 =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const DESKTOP_CRAWLERS = {
  googlebot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/124.0.6367.155 Safari/537.36",
  baiduspider: "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
  bingbot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
};
const SMARTPHONE_CRAWLERS = {
  googlebot:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.155 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  baiduspider:
    "Mozilla/5.0 (Linux;u;Android 4.2.2;zh-cn;) AppleWebKit/534.46 (KHTML,like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
  baiduspiderIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 9_1 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13B143 Safari/601.1 (compatible; Baiduspider-render/2.0; +http://www.baidu.com/search/spider.html)",
};

/** Each public page and its H5 twin on the main stack (hash-style routes). */
const TWINS: [string, string][] = [
  ["/", `${E2E_H5_URL}/`],
  ["/courses", `${E2E_H5_URL}/`],
  ["/courses?scene=free", `${E2E_H5_URL}/#/?scene=free`],
  ["/courses/detail/3", `${E2E_H5_URL}/#/pages/course/show?id=3`],
  ["/courses/detail/3?tab=3", `${E2E_H5_URL}/#/pages/course/show?tab=3&id=3`],
  ["/announcement", `${E2E_H5_URL}/`],
  ["/vip", `${E2E_H5_URL}/`],
];

async function annotations(page: Page) {
  const values = (selector: string, attribute: string) =>
    page.locator(selector).evaluateAll((nodes, name) => nodes.map((node) => node.getAttribute(name)), attribute);
  return {
    alternate: await values(`link[rel="alternate"][media="${MOBILE_MEDIA}"]`, "href"),
    mobileAgent: await values('meta[name="mobile-agent"]', "content"),
    applicableDevice: await values('meta[name="applicable-device"]', "content"),
  };
}

const pairedWith = (twin: string) => ({
  alternate: [twin],
  mobileAgent: [`format=html5;url=${twin}`],
  applicableDevice: ["pc"],
});
const NONE = { alternate: [], mobileAgent: [], applicableDevice: [] };

async function forwardedTo(page: Page, path: string, userAgent: string): Promise<string> {
  const response = await page.request.get(path, { maxRedirects: 0, headers: { "user-agent": userAgent } });
  expect(response.status(), userAgent).toBe(307);
  return response.headers().location ?? "";
}

for (const [path, twin] of TWINS) {
  test(`${path} names its H5 twin, where phones asking for it are forwarded`, async ({ page }) => {
    await page.goto(path);
    expect(await annotations(page)).toEqual(pairedWith(twin));
    expect(await forwardedTo(page, path, PIXEL_7)).toBe(twin);
  });
}

test("smartphone crawlers are forwarded to the twin like any phone", async ({ page }) => {
  for (const [path, twin] of TWINS) {
    for (const userAgent of Object.values(SMARTPHONE_CRAWLERS)) {
      expect(await forwardedTo(page, path, userAgent)).toBe(twin);
    }
  }
});

test("desktop crawlers get the PC page with its annotations", async ({ browser }) => {
  for (const userAgent of Object.values(DESKTOP_CRAWLERS)) {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    for (const [path, twin] of TWINS.slice(0, 4)) {
      const response = await page.goto(path);
      expect(response?.status(), `${userAgent} ${path}`).toBe(200);
      expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(await annotations(page)).toEqual(pairedWith(twin));
      // In the HTML's head as sent, for crawlers that run no script.
      const head = /<head>([\s\S]*?)<\/head>/.exec(await response!.text())?.[1] ?? "";
      expect(head).toContain(`<meta name="mobile-agent" content="format=html5;url=${twin.replaceAll("&", "&amp;")}"/>`);
    }
    await context.close();
  }
});

test("member and per-request pages carry no annotations", async ({ page, context, baseURL }) => {
  await loginAsDemoMember(context, baseURL!);
  const [lesson] = await courseLessons(3);
  for (const path of [
    "/member",
    "/member/orders",
    "/study-center",
    `/courses/video/${lesson.id}`,
    "/search?keywords=vue",
  ]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    expect(await annotations(page), path).toEqual(NONE);
  }
});

test.describe("a school without an H5 site", () => {
  test.use({ baseURL: FEATURE_SITE_URL });

  test("public pages say they serve phones too and name no mobile twin; phones stay", async ({ page }) => {
    for (const path of ["/", "/courses", "/courses/detail/3", "/announcement", "/vip"]) {
      await page.goto(path);
      expect(await annotations(page), path).toEqual({ ...NONE, applicableDevice: ["pc,mobile"] });
      const phone = await page.request.get(path, { maxRedirects: 0, headers: { "user-agent": PIXEL_7 } });
      expect(phone.status(), path).toBe(200);
    }
  });
});
