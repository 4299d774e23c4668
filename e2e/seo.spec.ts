import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { DOWN_SITE_URL } from "./support/environment";
import { loginAsDemoMember } from "./support/session";

// What search engines and share cards read from every public page: canonical, hreflang,
// one robots meta, Open Graph and Twitter cards with a 1200×630 PNG, JSON-LD; and icons.

const SITE_NAME = "MeEdu 演示网校";

interface PublicPage {
  path: string;
  /** Canonical path, when it is not the page's own. */
  canonical?: string;
  image: string;
  breadcrumb?: string[];
}

const PUBLIC_PAGES: PublicPage[] = [
  { path: "/", image: "/og/site.png" },
  { path: "/courses", image: "/og/site.png", breadcrumb: ["首页", "录播课"] },
  {
    path: "/courses/detail/3",
    image: "/og/courses/3.png",
    breadcrumb: ["首页", "录播课", "Vue 3 + TypeScript 企业级项目开发"],
  },
  { path: "/announcement?id=2", image: "/og/site.png", breadcrumb: ["首页", "公告", "VIP 会员权益升级说明"] },
  { path: "/vip", image: "/og/site.png" },
];

async function metaContent(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("content") ?? node.getAttribute("href") ?? ""));
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(body.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function expectShareImage(response: APIResponse) {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
}

for (const entry of PUBLIC_PAGES) {
  test(`${entry.path} has canonical, hreflang, one robots meta, Open Graph, Twitter card and JSON-LD`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(entry.path);
    const canonical = `${baseURL}${entry.canonical ?? entry.path}`;
    const image = `${baseURL}${entry.image}`;

    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    expect(await metaContent(page, 'link[rel="canonical"]')).toEqual([canonical]);
    expect(await metaContent(page, 'link[rel="alternate"][hreflang="zh-CN"]')).toEqual([canonical]);
    expect(await metaContent(page, 'link[rel="alternate"][hreflang="x-default"]')).toEqual([canonical]);
    expect(await metaContent(page, 'meta[name="robots"]')).toEqual(["index, follow"]);
    expect((await metaContent(page, 'meta[name="description"]'))[0]).toBeTruthy();

    expect(await metaContent(page, 'meta[property="og:url"]')).toEqual([canonical]);
    expect(await metaContent(page, 'meta[property="og:site_name"]')).toEqual([SITE_NAME]);
    expect(await metaContent(page, 'meta[property="og:locale"]')).toEqual(["zh_CN"]);
    expect((await metaContent(page, 'meta[property="og:title"]'))[0]).toBeTruthy();
    expect(await metaContent(page, 'meta[property="og:image"]')).toEqual([image]);
    expect(await metaContent(page, 'meta[property="og:image:type"]')).toEqual(["image/png"]);
    expect(await metaContent(page, 'meta[property="og:image:width"]')).toEqual(["1200"]);
    expect(await metaContent(page, 'meta[property="og:image:height"]')).toEqual(["630"]);
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toEqual(["summary_large_image"]);
    expect(await metaContent(page, 'meta[name="twitter:image"]')).toEqual([image]);

    const graphs = await jsonLd(page);
    const breadcrumb = graphs.find((graph) => graph["@type"] === "BreadcrumbList") as
      { itemListElement: { name: string; position: number; item: string }[] } | undefined;
    if (entry.breadcrumb) {
      expect(breadcrumb?.itemListElement.map((step) => step.name)).toEqual(entry.breadcrumb);
      expect(breadcrumb?.itemListElement[0]).toMatchObject({ position: 1, item: `${baseURL}/` });
      expect(breadcrumb?.itemListElement.at(-1)?.item).toBe(canonical);
    } else {
      expect(breadcrumb).toBeUndefined();
    }

    await expectShareImage(await page.request.get(image));
  });
}

test("the home page describes the school and its search box in JSON-LD", async ({ page, baseURL }) => {
  await page.goto("/");
  const home = (await jsonLd(page)).find((graph) => Array.isArray(graph["@graph"]));
  expect(home?.["@graph"]).toEqual([
    expect.objectContaining({ "@type": "Organization", name: SITE_NAME, url: `${baseURL}/` }),
    expect.objectContaining({
      "@type": "WebSite",
      url: `${baseURL}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${baseURL}/search?keywords={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    }),
  ]);
  expect(await metaContent(page, 'meta[property="og:title"]')).toEqual([SITE_NAME]);
});

test("search shares a card but is not indexed and has no canonical", async ({ page, baseURL }) => {
  await page.goto("/search?keywords=Vue");
  expect(await metaContent(page, 'meta[name="robots"]')).toEqual(["noindex, follow"]);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  expect(await metaContent(page, 'meta[property="og:image"]')).toEqual([`${baseURL}/og/site.png`]);
});

test("the announcement description keeps list items apart", async ({ page }) => {
  await page.goto("/announcement?id=2");
  const [description] = await metaContent(page, 'meta[name="description"]');
  expect(description).toContain("专属学习群与助教答疑 课程资料优先下载 新课上线抢先看");
});

for (const path of ["/no-such-page", "/home/index", "/courses/detail/999999"]) {
  test(`${path} answers 404 with exactly one robots meta, noindex`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await metaContent(page, 'meta[name="robots"]')).toEqual(["noindex"]);
  });
}

test("share images are cacheable PNGs, and an unknown course has none", async ({ request }) => {
  for (const path of ["/og/site.png", "/og/courses/1.png"]) {
    const response = await request.get(path);
    await expectShareImage(response);
    expect(response.headers()["cache-control"]).toMatch(/public|s-maxage/);
    expect(response.headers()["cache-control"]).not.toMatch(/private|no-store/);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
  for (const path of ["/og/courses/999999.png", "/og/courses/abc.png", "/og/other.png"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("share images are still drawn with the backend down", async ({ playwright }) => {
  const down = await playwright.request.newContext({ baseURL: DOWN_SITE_URL });
  await expectShareImage(await down.get("/og/site.png"));
  await expectShareImage(await down.get("/og/courses/1.png"));
  await down.dispose();
});

test("favicon and apple-touch icon exist from the first visit", async ({ page, request }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);

  await page.goto("/");
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const apple = await request.get(appleIcon ?? "/apple-icon.png");
  expect(apple.status()).toBe(200);
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
  const icon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
  expect((await request.get(icon ?? "/icon.svg")).status()).toBe(200);
});

test("the home VIP banner's 立即了解 link keeps its white colour from the editor", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "立即了解" })).toHaveCSS("color", "rgb(255, 255, 255)");
});

test("a member's own pages are never indexed", async ({ page, context, baseURL }) => {
  await loginAsDemoMember(context, baseURL!);
  for (const path of [
    "/member",
    "/member/messages",
    "/member/orders",
    "/member/credit1-free",
    "/study-center",
    "/order?goods_type=role&goods_id=1",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex, nofollow");
  }
});
