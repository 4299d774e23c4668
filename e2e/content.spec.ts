import { expect, test, type Page } from "@playwright/test";

const LATEST = "平台新功能上线：代码高亮与数学公式";
const results = (page: Page) => page.getByRole("main").locator("li h2");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/announcement shows the latest with math, code and the 历史公告 links", async ({ page }) => {
    await page.goto("/announcement");
    await expect(page).toHaveTitle(`${LATEST} - MeEdu 演示网校`);
    await expect(page.getByRole("heading", { level: 1, name: LATEST })).toBeVisible();
    await expect(page.getByRole("main").locator("time").first()).toHaveText(/刚刚|分钟前|小时前|天前/);
    const body = page.locator(".rich-text");
    await expect(body.locator(".katex").first()).toBeVisible();
    await expect(body.locator("pre code.hljs")).toBeVisible();

    const history = page.getByRole("complementary", { name: "历史公告" });
    await expect(history.getByRole("link")).toHaveCount(3);
    await expect(history.getByRole("link", { name: new RegExp(LATEST) })).toHaveAttribute("aria-current", "page");
    await history.getByRole("link", { name: /VIP 会员权益升级说明/ }).click();
    await expect(page).toHaveURL(/\/announcement\?id=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "VIP 会员权益升级说明" })).toBeVisible();
    await expect(page).toHaveTitle(/^VIP 会员权益升级说明 - /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/announcement\?id=\d+$/);
  });

  test("an unknown announcement id is a 404; a malformed one is sent to the latest announcement", async ({ page }) => {
    expect((await page.goto("/announcement?id=99999"))?.status()).toBe(404);
    expect((await page.goto("/announcement?id=abc"))?.status()).toBe(200);
    await expect(page).toHaveURL(/\/announcement$/);
  });

  test("a history page past the end keeps 历史公告 with the way back", async ({ page }) => {
    await page.goto("/announcement?page=999");
    const history = page.getByRole("complementary", { name: "历史公告" });
    await expect(history.getByText("这一页没有公告")).toBeVisible();
    await history.getByRole("link", { name: "上一页" }).click();
    await expect(history.getByRole("link", { name: new RegExp(LATEST) })).toBeVisible();
  });

  test("/search without keywords asks for one and never searches", async ({ page }) => {
    await page.goto("/search");
    await expect(page).toHaveTitle("搜索 - MeEdu 演示网校");
    await expect(page.getByText("请输入关键字后再搜索")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test("the search form, type tabs and highlighted results work as plain HTML", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("searchbox", { name: "搜索关键字" }).fill("python");
    await page.getByRole("search", { name: "站内搜索" }).getByRole("button", { name: "搜索" }).click();
    await expect(page).toHaveURL(/\/search\?keywords=python$/);
    await expect(page.getByRole("searchbox", { name: "搜索关键字" })).toHaveValue("python");

    const tabsNav = page.getByRole("navigation", { name: "搜索类型" });
    await expect(tabsNav.getByRole("link", { name: "全部" })).toHaveAttribute("aria-current", "page");
    const course = results(page).filter({ hasText: "【录播课】" }).first();
    await expect(course.getByRole("link")).toHaveAttribute("href", /^\/courses\/detail\/\d+$/);
    await expect(course.locator("mark").first()).toHaveText(/^python$/i);

    await tabsNav.getByRole("link", { name: "录播课时" }).click();
    await expect(page).toHaveURL(/\/search\?keywords=python&type=video$/);
    const lessons = results(page);
    const count = await lessons.count();
    if (count > 0) {
      await expect(lessons.filter({ hasText: "【录播课时】" })).toHaveCount(count);
      await expect(lessons.first().getByRole("link")).toHaveAttribute("href", /^\/courses\/video\/\d+$/);
    } else {
      await expect(page.getByText("暂无相关内容")).toBeVisible();
    }
  });

  for (const keyword of ["(", "*", "<b>", "python<b>x</b>"]) {
    test(`the keyword ${JSON.stringify(keyword)} neither breaks the page nor injects HTML`, async ({ page }) => {
      const response = await page.goto(`/search?keywords=${encodeURIComponent(keyword)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("searchbox", { name: "搜索关键字" })).toHaveValue(keyword);
      await expect(page.getByRole("main").locator("b")).toHaveCount(0);
      const hits = await results(page).count();
      if (hits === 0) await expect(page.getByText("暂无相关内容")).toBeVisible();
    });
  }
});

test("sitemap.xml lists the home page, /vip, courses with lastmod and announcements", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  // The index names its files; together they are the sitemap.
  const files = [...(await response.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(files).toEqual([`${baseURL}/sitemaps/pages-1.xml`, `${baseURL}/sitemaps/courses-1.xml`]);
  const xml = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join("\n");
  expect(xml).toContain(`<loc>${baseURL}/</loc><lastmod>`);
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/courses</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/vip</loc>`);
  // published_at is China time: 10:00 there is 02:00 UTC.
  expect(xml).toMatch(
    new RegExp(`<loc>${baseURL}/courses/detail/3</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T02:00:00\\.000Z</lastmod>`),
  );
  expect(xml).not.toContain(`${baseURL}/courses/detail/27<`); // hidden course
  expect(xml).toMatch(/<loc>[^<]+\/announcement\?id=\d+<\/loc>/);
});

test("robots.txt allows crawling, keeps member areas out and names the sitemap", async ({ request, baseURL }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain("Allow: /");
  for (const path of ["/member", "/order", "/study-center", "/courses/video/", "/login", "/api/"]) {
    expect(text).toContain(`Disallow: ${path}`);
  }
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("search refuses keywords with control characters with a clear message", async ({ page }) => {
  const response = await page.goto("/search?keywords=%00abc");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("关键字包含无效字符")).toBeVisible();
});
