import { expect, test, type Page } from "@playwright/test";
import { loginAsFreshBuyer } from "./support/buyer";
import { CACHE_TAGS } from "../lib/api/cache-policy";
import { E2E_API_URL } from "./support/environment";
import { revalidateTags } from "./support/revalidate";

// MeEdu throttling the site (the site's address missing from THROTTLE_WHITELIST_IP): every /api/*
// request gets its {code:429,"请稍后再试"} answer for a while. The embedded API's test hook plays it.
async function whileThrottled(run: () => Promise<void>): Promise<void> {
  const throttle = async (seconds: number) => {
    const response = await fetch(`${E2E_API_URL}/__test/throttle?seconds=${seconds}`, { method: "POST" });
    expect((await response.json()).code).toBe(0);
  };
  await throttle(120);
  try {
    await run();
  } finally {
    await throttle(0);
  }
}

const BUSY = "服务繁忙，请稍后再试";
const toasts = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: new RegExp(`^${text}$`) });

test("the /api proxy answers MeEdu's throttle with 503, Retry-After and one Chinese message", async ({
  request,
  baseURL,
}) => {
  await whileThrottled(async () => {
    for (const path of ["/api/v2/other/config", "/api/v2/member/detail", "/api/v3/search?keywords=x&type="]) {
      const response = await request.get(`${baseURL}${path}`);
      expect(response.status()).toBe(503);
      expect(response.headers()["retry-after"]).toBe("30");
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(await response.json()).toEqual({ code: 429, message: BUSY, data: [] });
    }
  });
});

test("a member keeps looking signed in on a busy backend, with one notice", async ({ page, context, baseURL }) => {
  await loginAsFreshBuyer(context, baseURL!);
  await page.goto("/courses/detail/1"); // the public page is cached from here on
  await expect(page.getByRole("button", { name: /用户菜单/ })).toBeVisible();

  await whileThrottled(async () => {
    await page.reload();
    await expect(toasts(page, BUSY)).toHaveCount(1);
    await page.waitForLoadState("networkidle"); // a second failing read would have answered by now
    await expect(toasts(page, BUSY)).toHaveCount(1);
    await expect(toasts(page, "请稍后再试")).toHaveCount(0);
    await expect(page.locator("header").getByRole("button", { name: "登录" })).toBeHidden();
    await expect(page.locator("header").getByRole("link", { name: "我的学习" })).toHaveAttribute(
      "href",
      "/study-center",
    );
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain("meedu-user-token");
  });

  await page.reload();
  await expect(page.getByRole("button", { name: /用户菜单/ })).toBeVisible();
});

test("a throttled member is not a visitor: the header keeps them, 收藏 and 购买 say 服务繁忙, no login dialog", async ({
  page,
  context,
  baseURL,
}) => {
  await loginAsFreshBuyer(context, baseURL!);
  await page.goto("/courses/detail/2"); // paid, not bought
  const menu = page.getByRole("button", { name: /用户菜单/ });
  await expect(menu).toBeVisible();
  const name = (await menu.innerText()).replace("用户菜单", "").trim();

  await whileThrottled(async () => {
    await page.reload();
    const header = page.locator("header");
    await expect(header.getByRole("link", { name })).toBeVisible();
    await expect(header.getByRole("button", { name: "登录" })).toBeHidden();

    const loginDialog = page.getByRole("dialog").getByRole("tab", { name: "密码登录" });
    for (const action of [page.getByRole("button", { name: "☆ 收藏" }), page.getByRole("link", { name: /购买课程/ })]) {
      await action.click();
      await expect(toasts(page, BUSY)).toHaveCount(1);
      await expect(loginDialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/courses\/detail\/2$/);
    }
  });
});

test("a member page the backend cannot serve shows the outage page with one notice", async ({
  page,
  context,
  baseURL,
}) => {
  await loginAsFreshBuyer(context, baseURL!);
  await page.goto("/member"); // a page load that sets the session marker, as members have it
  await whileThrottled(async () => {
    // Next's own answer for a page it could not make (the nginx kit turns it into 503 + Retry-After).
    const response = await page.goto("/member/orders");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "服务暂时不可用，请稍后再试" })).toBeVisible();
    await expect(toasts(page, BUSY)).toHaveCount(1);
    await page.waitForLoadState("networkidle"); // a second failing read would have answered by now
    await expect(toasts(page, BUSY)).toHaveCount(1);
    await expect(page.locator("header").getByRole("button", { name: "登录" })).toBeHidden();
  });
});

test("search on a busy backend says so instead of 暂无相关内容", async ({ page }) => {
  await whileThrottled(async () => {
    await page.goto("/search?keywords=Python");
    await expect(page.getByText("搜索服务暂时不可用，请稍后再试")).toBeVisible();
    await expect(page.getByText("暂无相关内容")).toHaveCount(0);
  });
});

test("a public page made while the config cannot be read is never stored: the next visitor gets the school's copy", async ({
  page,
  baseURL,
}) => {
  const path = "/courses/detail/2";
  await page.goto(path);
  await expect(page).toHaveTitle(/ - MeEdu 演示网校$/);

  await whileThrottled(async () => {
    await revalidateTags(baseURL!, [CACHE_TAGS.config]); // an edit of the settings, during the throttle
    // The last good copy or the outage page, never a copy made without the config.
    const meanwhile = await page.goto(path);
    if (meanwhile?.status() === 200) await expect(page).toHaveTitle(/ - MeEdu 演示网校$/);
    else await expect(page.getByRole("heading", { name: "服务暂时不可用，请稍后再试" })).toBeVisible();
  });

  await page.goto(path);
  await expect(page).toHaveTitle(/ - MeEdu 演示网校$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
