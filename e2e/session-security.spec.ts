import { expect, test } from "@playwright/test";
import { DEMO_MEMBER, E2E_API_URL } from "./support/environment";
import { loginAsDemoMember } from "./support/session";
import { dialog, openLoginDialog } from "./support/dialogs";
import { createSocialUser, freshMobile, useToken } from "./support/feature-api";
import { FEATURE_SITE_URL } from "./support/feature-stack";

// The session lives where page scripts cannot reach it, the /api proxy refuses oversized
// bodies before reading them, and member gates are decided by the server.

test("signing in stores the token HttpOnly and never hands it to the page", async ({ page, context }) => {
  await page.goto("/");
  await openLoginDialog(page);
  await dialog(page).getByLabel("手机号", { exact: true }).fill(DEMO_MEMBER.mobile);
  await dialog(page).getByLabel("密码", { exact: true }).fill(DEMO_MEMBER.password);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/v2/login/password"));
  await dialog(page).getByRole("button", { name: "立即登录" }).click();
  const body = await (await answer).json();
  expect(body.code).toBe(0);
  expect(JSON.stringify(body)).not.toContain("token");
  await expect(page.locator("header")).toContainText(DEMO_MEMBER.name);

  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.name === "meedu-user-token");
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe("Lax");
  expect(await page.evaluate(() => document.cookie)).not.toContain("meedu-user-token");
  expect(await page.evaluate(() => document.cookie)).toContain("meedu-signed-in=1");
  const html = await page.content();
  expect(html).not.toContain(token!.value);
});

test("the /api proxy refuses bodies over 2 MB before reading them", async ({ request, baseURL }) => {
  const big = "x".repeat(2 * 1024 * 1024 + 10);
  const declared = await request.post("/api/v2/login/password", {
    data: big,
    // A login may come only from the site's own pages (Playwright's request context sends no Fetch Metadata).
    headers: { "content-type": "application/json", origin: baseURL! },
  });
  expect(declared.status()).toBe(413);
  expect(await declared.json()).toMatchObject({ code: 1, message: "请求内容过大" });
});

test.describe("member gates come from the member record", () => {
  test.use({ baseURL: FEATURE_SITE_URL });

  test("an unverified member with only the token cookie is sent to the face check", async ({ page, context }) => {
    const member = await createSocialUser({ openid: `wx-gate-${Date.now()}`, mobile: freshMobile(), verified: false });
    await useToken(context, member.token); // no meedu-face-check flag: the browser wrote nothing
    await page.goto("/member/orders");
    await expect(page).toHaveURL(/\/face-check\?redirect=%2Fmember%2Forders$/);
  });
});

test("a session the API refuses on a public page: 请重新登录 on /login, which returns to that page", async ({
  page,
  context,
  baseURL,
}) => {
  const token = await loginAsDemoMember(context, baseURL!);
  // The session ended elsewhere (a logout on another device) before this visit.
  await fetch(`${E2E_API_URL}/api/v2/logout`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
  await page.goto("/courses");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses$/);
  await expect(page.getByText("请重新登录")).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("meedu-user-token");
});

test("a session refused while the member moves around inside the site ends on /login once, signed out", async ({
  page,
  context,
  baseURL,
}) => {
  const token = await loginAsDemoMember(context, baseURL!);
  await page.goto("/courses");
  await expect(page.getByRole("button", { name: "用户菜单" })).toBeVisible();
  // The session ends elsewhere; this tab still shows the member and follows an in-app link.
  await fetch(`${E2E_API_URL}/api/v2/logout`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
  let refusedPageRequests = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/study-center") refusedPageRequests += 1;
  });
  await page.locator("header").getByRole("link", { name: "我的学习" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstudy-center(%3F[^&]*)?$/);
  await expect(page.getByText("请重新登录")).toHaveCount(1);
  await expect(page.locator("header").getByRole("button", { name: "登录" })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
    .not.toContain("meedu-user-token");
  // It stays there: no bouncing back to the refused page.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstudy-center(%3F[^&]*)?$/);
  expect(refusedPageRequests).toBeLessThanOrEqual(2);
});

test("a 401 on an action sends the member to /login, where 请重新登录 is shown", async ({ page, context, baseURL }) => {
  const token = await loginAsDemoMember(context, baseURL!);
  await page.goto("/member/messages");
  await expect(page.locator("header")).toContainText(DEMO_MEMBER.name); // the page has loaded its member
  await expect(page.getByRole("button", { name: "全部已读" })).toBeVisible();
  // The session ends elsewhere (a logout on another device).
  await fetch(`${E2E_API_URL}/api/v2/logout`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
  await page.getByRole("button", { name: "全部已读" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fmessages$/);
  await expect(page.getByText("请重新登录")).toBeVisible();
});

test("the login pages are never stored: one visitor's login_code or redirect never reaches the next", async ({
  request,
}) => {
  for (const path of ["/login/callback", "/login"]) {
    const marked = await request.get(`${path}?redirect=%2Fmember&login_code=LEAKCHECK42&action=login&msv=7`);
    expect(marked.status()).toBe(200);
    expect(marked.headers()["cache-control"], path).toMatch(/no-store/);
    const next = await request.get(path);
    expect(next.headers()["cache-control"], path).toMatch(/no-store/);
    expect(await next.text(), path).not.toContain("LEAKCHECK42");
  }
});
