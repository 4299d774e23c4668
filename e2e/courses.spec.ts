import { expect, test, type Page } from "@playwright/test";

// /courses keeps every filter in the URL as real links, so all of it works without JavaScript.
test.use({ javaScriptEnabled: false });

const cards = (page: Page) => page.getByRole("main").locator('a[href^="/courses/detail/"]');
const filter = (page: Page, name: string) => page.getByRole("list", { name });

test("the list is complete HTML: title, filters, 16 cards with alt text, pagination links", async ({ page }) => {
  await page.goto("/courses");
  await expect(page).toHaveTitle("录播课 - MeEdu 演示网校");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/courses$/);

  const categories = filter(page, "分类");
  await expect(categories.getByRole("link", { name: "全部" })).toHaveAttribute("aria-current", "true");
  await expect(categories.getByRole("link", { name: "编程开发" })).toHaveAttribute("href", "/courses?cid=1");
  await expect(filter(page, "细分")).toHaveCount(0);
  await expect(filter(page, "筛选").getByRole("link", { name: "免费" })).toHaveAttribute("href", "/courses?scene=free");
  await expect(filter(page, "筛选").getByRole("link", { name: "热门" })).toHaveAttribute("href", "/courses?scene=sub");

  await expect(cards(page)).toHaveCount(16);
  for (const img of await cards(page).locator("img").all()) await expect(img).toHaveAttribute("alt", /.+/);

  const pagination = page.getByRole("navigation", { name: "分页" });
  await expect(pagination.getByRole("link", { name: "第 1 页" })).toHaveAttribute("aria-current", "page");
  await expect(pagination.getByRole("link", { name: "第 2 页" })).toHaveAttribute("href", "/courses?page=2");
});

test("pagination links lead to the next 16", async ({ page }) => {
  await page.goto("/courses");
  const firstOnPageOne = await cards(page).first().getAttribute("href");
  await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "下一页" }).click();
  await expect(page).toHaveURL(/\/courses\?page=2$/);
  await expect(page.getByRole("link", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(16);
  await expect(cards(page).first()).not.toHaveAttribute("href", firstOnPageOne ?? "");
});

test("two-level category filter: parent shows 细分, child narrows the list", async ({ page }) => {
  await page.goto("/courses");
  await filter(page, "分类").getByRole("link", { name: "编程开发" }).click();
  await expect(page).toHaveURL(/\/courses\?cid=1$/);
  const children = filter(page, "细分");
  await expect(children.getByRole("link", { name: "全部" })).toHaveAttribute("aria-current", "true");
  await expect(children.getByRole("link")).toHaveText(["全部", "前端开发", "后端开发", "移动开发"]);

  await children.getByRole("link", { name: "前端开发" }).click();
  await expect(page).toHaveURL(/\/courses\?cid=1&child=2$/);
  await expect(cards(page).filter({ hasText: "Vue 3 + TypeScript 企业级项目开发" })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: "Python 数据分析实战" })).toHaveCount(0);
  await expect(cards(page).filter({ hasText: "前端开发" })).toHaveCount(await cards(page).count());
});

test("scenes 免费 and 热门 keep the category and reset the page", async ({ page }) => {
  await page.goto("/courses?page=2");
  await filter(page, "筛选").getByRole("link", { name: "免费" }).click();
  await expect(page).toHaveURL(/\/courses\?scene=free$/);
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(cards(page).filter({ hasText: "免费" })).toHaveCount(count);

  await page.goto("/courses?scene=sub");
  await expect(cards(page).first()).toContainText("HTML5 与 CSS3 基础教程");
  await expect(filter(page, "筛选").getByRole("link", { name: "热门" })).toHaveAttribute("aria-current", "true");
});

test("a page number past the end leads back to the last page, not to another empty one", async ({ page }) => {
  await page.goto("/courses?page=99999");
  await expect(page.getByText("暂无课程")).toBeVisible();
  const pages = page.getByRole("navigation", { name: "分页" });
  const last = await pages
    .getByRole("link", { name: /^第 \d+ 页$/ })
    .last()
    .getAttribute("href");
  await expect(pages.getByRole("link", { name: "上一页" })).toHaveAttribute("href", last!);
  await pages.getByRole("link", { name: "上一页" }).click();
  await expect(cards(page).first()).toBeVisible();
});

test("views that are no page of their own are kept out of search engines: past the end, an unknown category", async ({
  page,
}) => {
  const robots = page.locator('meta[name="robots"]');
  const canonical = page.locator('link[rel="canonical"]');
  for (const address of ["/courses?page=99999", "/courses?cid=999999", "/courses?cid=1&child=999999"]) {
    await page.goto(address);
    await expect(robots, address).toHaveAttribute("content", "noindex, follow");
    await expect(canonical, address).toHaveCount(0);
  }
  // The real views keep their own canonical address.
  for (const address of ["/courses", "/courses?page=2", "/courses?cid=1"]) {
    await page.goto(address);
    await expect(robots, address).toHaveAttribute("content", "index, follow");
    await expect(canonical, address).toHaveAttribute("href", new RegExp(`${address.replace(/[?]/g, "\\?")}$`));
  }
});

test("a filter with no courses shows the empty state; unknown values fall back to all", async ({ page }) => {
  await page.goto("/courses");
  await filter(page, "分类").getByRole("link", { name: "设计创意" }).click();
  await filter(page, "细分").getByRole("link", { name: "平面设计" }).click();
  await filter(page, "筛选").getByRole("link", { name: "免费" }).click();
  await expect(page).toHaveURL(/cid=8&child=10&scene=free/);
  await expect(page.getByText("暂无课程")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.goto("/courses?cid=abc&scene=%3Cscript%3E&page=-1");
  await expect(cards(page)).toHaveCount(16);
  await expect(filter(page, "分类").getByRole("link", { name: "全部" })).toHaveAttribute("aria-current", "true");
});
