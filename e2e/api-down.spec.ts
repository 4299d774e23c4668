import { expect, test } from "@playwright/test";
import { DOWN_SITE_URL } from "./support/environment";

// The backend is unreachable and the site runs as `npm start` runs it (Next's own error handling,
// no edge in front): every page still shows the site's frame and a clear message, never a blank
// page or a stack trace, and nothing of it is cached. Behind the nginx kit the same failure is a
// 503 + Retry-After with the message in the HTML itself (e2e/edge.spec.ts).
test.use({ baseURL: DOWN_SITE_URL });

for (const path of ["/", "/courses", "/courses/detail/1", "/announcement", "/vip"]) {
  test(`${path} explains the outage instead of a blank page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(500);
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    await expect(page.getByRole("heading", { name: "服务暂时不可用，请稍后再试" })).toBeVisible();
    await expect(page.locator("header")).toBeVisible();
    await expect(page.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
    await expect(page.locator("body")).not.toContainText("ApiError");
    await expect(page.getByRole("alert").filter({ hasText: "服务暂时不可用" })).not.toContainText(":(");
  });
}

test("a member page with a token explains the outage too (it does not stream a 200 first)", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "meedu-user-token", value: "any", url: DOWN_SITE_URL, sameSite: "Lax" }]);
  const response = await page.goto("/member/orders");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "服务暂时不可用，请稍后再试" })).toBeVisible();
});

test("signing in reports the network problem", async ({ page }) => {
  await page.goto("/");
  await page.locator("header").getByRole("button", { name: "登录" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("手机号", { exact: true }).fill("13800138000");
  await dialog.getByLabel("密码", { exact: true }).fill("meedu123");
  await dialog.getByRole("button", { name: "立即登录" }).click();
  await expect(page.getByText(/服务暂时不可用|网络错误/).first()).toBeVisible();
  await expect(dialog.getByLabel("手机号", { exact: true })).toHaveValue("13800138000");
});

test("the header keeps a logo and the navigation never stays a skeleton", async ({ page }) => {
  await page.goto("/courses");
  const logo = page.locator("header").getByRole("link", { name: "首页" }).getByRole("img");
  await expect(logo).toHaveAttribute("src", "/images/default-logo.svg");
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId("nav-skeleton")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "主导航" })).toBeAttached();
});
