import { expect, test } from "@playwright/test";

test.describe("home page as HTML", () => {
  test.use({ javaScriptEnabled: false });

  test("decoration blocks and the latest announcement are in the server HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/MeEdu 演示网校/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("region", { name: "首页轮播" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "推荐课程" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "免费好课" })).toBeVisible();
    const firstCourse = page.locator('a[href^="/courses/detail/"]').first();
    await expect(firstCourse).toBeVisible();
    await expect(firstCourse.locator("img")).toHaveAttribute("alt", /.+/);
    await expect(page.getByText("公告：")).toBeVisible();
    await expect(page.locator('a[href^="/announcement?id="]')).toHaveCount(1);
  });

  test("navigation comes from the config with its link rules", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "主导航" });
    await expect(nav.getByRole("link", { name: "录播课" })).toHaveAttribute("href", "/courses");
    const sameWindow = nav.locator('a[href="https://www.meedu.vip"]');
    await expect(sameWindow).not.toHaveAttribute("target", "_blank");
    await expect(nav.locator('a[href="https://github.com/Qsnh/meedu"]')).toHaveAttribute("target", "_blank");
    await expect(nav.locator('a[href="/announcement"]')).toHaveCount(1);
  });
});
