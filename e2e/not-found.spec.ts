import { expect, test } from "@playwright/test";
import { loginAsDemoMember } from "./support/session";

// Every address that names nothing answers the one not-found page, and its HTML carries it: a
// notFound() thrown by a page alone would be an empty shell without JavaScript (vercel/next.js#62228).
const NOT_FOUND_ADDRESSES = [
  "/courses/detail/9999",
  "/courses/video/99999",
  "/announcement?id=999",
  "/order/pay",
  "/no-such-page",
];

test.beforeEach(async ({ context, baseURL }) => {
  await loginAsDemoMember(context, baseURL!); // the lesson and the pay page are members' pages
});

test("each not-found address answers 404 with the not-found page in its HTML, no script needed", async ({
  context,
}) => {
  for (const address of NOT_FOUND_ADDRESSES) {
    const response = await context.request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    const html = await response.text();
    expect(html, address).toContain("<title>页面不存在 - MeEdu 演示网校</title>");
    expect(html, address).toMatch(/<h1[^>]*>页面不存在<\/h1>/);
    expect(html, address).toMatch(/<a[^>]*href="\/"[^>]*>返回首页<\/a>/);
    expect(html, address).not.toContain('data-testid="site-footer"');
  }
});

test("in the browser every not-found address is the same page: no header, no footer, a way home", async ({ page }) => {
  let first: string | null = null;
  for (const address of NOT_FOUND_ADDRESSES) {
    await page.goto(address);
    const notFound = page.getByTestId("not-found-page");
    await expect(notFound.getByRole("heading", { name: "页面不存在" }), address).toBeVisible();
    await expect(page.locator("header"), address).toHaveCount(0);
    await expect(page.getByTestId("site-footer"), address).toHaveCount(0);
    const text = await page.locator("body").innerText();
    first ??= text;
    expect(text, address).toBe(first);
  }
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/\/$/);
});
