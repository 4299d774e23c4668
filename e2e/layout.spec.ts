import { expect, test } from "@playwright/test";
import { loginAsFreshBuyer } from "./support/buyer";
import { pageSettled } from "./support/settled";

test("footer: friendly links only on the home page, copyright and filing numbers", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByTestId("site-footer");
  await expect(footer.getByRole("heading", { name: "友情链接" })).toBeVisible();
  await expect(footer).toContainText("© 2021 MeEdu 演示网校");
  await expect(footer.getByRole("link", { name: /ICP/ })).toHaveAttribute("href", /beian\.miit\.gov\.cn/);
  await expect(footer).toHaveCSS("margin-top", "150px");

  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "录播课" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(footer.getByRole("heading", { name: "友情链接" })).toHaveCount(0);
});

test.describe("on a 1920×1080 screen", () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("a short page ends with the footer at the bottom of the screen, no grey void under it", async ({
    page,
    context,
    baseURL,
  }) => {
    await loginAsFreshBuyer(context, baseURL!); // no orders, no credit records: short pages
    for (const [path, shown] of [
      ["/search?keywords=没有这样的课程", "暂无相关内容"],
      ["/member/credit1-free", "积分"],
      ["/member/orders", "暂无订单"],
    ]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByText(shown).first()).toBeVisible();
      await pageSettled(page);
      const bottom = await page.getByTestId("site-footer").evaluate((footer) => footer.getBoundingClientRect().bottom);
      expect(Math.abs(bottom - 1080), path).toBeLessThanOrEqual(1);
    }
  });
});

test("an empty search asks for a keyword", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "搜索", exact: true }).click();
  await expect(page.getByText("请输入关键字后再搜索")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a search keyword is encoded into /search", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "搜索课程" }).fill("C++ & 前端");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?keywords=/);
  expect(new URL(page.url()).searchParams.get("keywords")).toBe("C++ & 前端");
});

test("unknown paths show the not-found page without the header", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
  await expect(page.locator("header")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
});

test("the 顶部 button appears after 2000 px and scrolls back up", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    document.body.style.minHeight = "6000px";
  });
  await page.evaluate(() => window.scrollTo(0, 1900));
  await expect(page.getByRole("button", { name: "顶部" })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 2100));
  const button = page.getByRole("button", { name: "顶部" });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a route change scrolls to the top; a course's tab keeps the place", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/courses/detail/3");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await page.getByRole("link", { name: "课程目录" }).first().click();
  await expect(page).toHaveURL(/\/courses\/detail\/3\?tab=3$/);
  await expect(page.getByRole("link", { name: "课程目录" }).first()).toHaveAttribute("aria-current", "page");
  await pageSettled(page); // a late scroll would show by now
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.locator("header").getByRole("link", { name: "VIP会员" }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // A list's next page starts at its top.
  await page.goto("/courses");
  const next = page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "下一页" });
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await next.click();
  await expect(page).toHaveURL(/\/courses\?page=2$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
});

test("the VIP link and logged-out actions are in the header", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header");
  await expect(header.getByRole("link", { name: "VIP会员" })).toHaveAttribute("href", "/vip");
  await expect(header.getByRole("button", { name: "登录" })).toBeVisible();
  await expect(header.getByRole("button", { name: "注册" })).toBeVisible();
  await header.getByRole("button", { name: "我的学习" }).click();
  await expect(page.getByRole("dialog").getByRole("tab", { name: "密码登录" })).toBeVisible();
});

test("toasts appear below the header, clear of the search box", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "搜索课程" }).press("Enter");
  const toast = page.getByText("请输入关键字后再搜索");
  await expect(toast).toBeVisible();
  const header = (await page.locator("header").boundingBox())!;
  const search = (await page.getByRole("searchbox", { name: "搜索课程" }).boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y).toBeGreaterThanOrEqual(search.y + search.height);
});

test("the header search keeps at most 100 characters of a pasted text, trimmed", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "搜索课程" });
  await expect(box).toHaveAttribute("maxlength", "100");
  // ~2,000 Chinese characters: as a URL they would be ~18 KB, past any server's header limit.
  const pasted = `  ${"前端开发".repeat(500)}  `;
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await box.focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(box).toHaveValue("前端开发".repeat(25));

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?keywords=/);
  expect(new URL(page.url()).searchParams.get("keywords")).toBe("前端开发".repeat(25));
  await expect(page.getByRole("searchbox", { name: "搜索关键字" })).toHaveValue("前端开发".repeat(25));
});

test("an over-long /search address typed by hand is our page: the keyword cut to 100, or 请求地址过长", async ({
  page,
}) => {
  const tooLong = await page.goto(`/search?keywords=${encodeURIComponent("数据".repeat(400))}&type=vod`);
  expect(tooLong?.status()).toBe(414);
  await expect(page.getByRole("heading", { name: "请求地址过长" })).toBeVisible();
  const response = await page.goto(`/search?keywords=${encodeURIComponent("数据".repeat(150))}&type=vod`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("searchbox", { name: "搜索关键字" })).toHaveValue("数据".repeat(50));
  // Links the page builds (tabs, paging) carry the cut keyword, never the long one.
  for (const href of await page
    .locator('a[href^="/search?"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
    expect(new URLSearchParams(href.split("?")[1]).get("keywords")).toBe("数据".repeat(50));
  }
});
