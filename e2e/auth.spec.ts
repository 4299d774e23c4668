import { expect, test } from "@playwright/test";
import { dialog, field, openLoginDialog } from "./support/dialogs";
import { DEMO_MEMBER } from "./support/environment";
import { captchaAnswer, nextCaptchaAnswer } from "./support/session";
import { fillSmsCode } from "./support/sms-verify";

test("a protected page sends visitors to /login with the encoded redirect, and back after login", async ({ page }) => {
  await page.goto("/member/orders?page=2");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Forders%3Fpage%3D2$/);
  await expect(page.getByTestId("site-footer")).toHaveCount(0);
  await page.getByRole("button", { name: "登录后查看" }).click();
  await field(page, "手机号").fill(DEMO_MEMBER.mobile);
  await field(page, "密码").fill(DEMO_MEMBER.password);
  await dialog(page).getByRole("button", { name: "立即登录" }).click();
  await expect(page).toHaveURL(/\/member\/orders\?page=2$/);
});

test("/bind-mobile and /face-check are open to visitors: they ask for a login there, then show the member's page", async ({
  page,
}) => {
  const faceCheck = await page.goto("/face-check");
  expect(faceCheck?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "实名认证" })).toBeVisible();
  await expect(page.getByText("登录后即可进行实名认证")).toBeVisible();

  const bindMobile = await page.goto("/bind-mobile?redirect=%2Fmember");
  expect(bindMobile?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "绑定手机号" })).toBeVisible();
  await expect(page.getByText("登录后即可绑定手机号")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "登录后查看" }).click();
  await field(page, "手机号").fill(DEMO_MEMBER.mobile);
  await field(page, "密码").fill(DEMO_MEMBER.password);
  await dialog(page).getByRole("button", { name: "立即登录" }).click();
  // Logged in anywhere but /login, the page reloads: now it is the member's, whose mobile is bound.
  await expect(page.getByText("您已绑定手机号。")).toBeVisible();
  await expect(page.getByRole("link", { name: "继续" })).toHaveAttribute("href", "/member");
  await expect(page).toHaveURL(/\/bind-mobile\?redirect=%2Fmember$/);
});

test("login by password, the unread dot, then logout", async ({ page }) => {
  await page.goto("/");
  await openLoginDialog(page);
  await field(page, "手机号").fill(DEMO_MEMBER.mobile);
  await field(page, "密码").fill(DEMO_MEMBER.password);
  await field(page, "密码").press("Enter");

  const userMenu = page.getByRole("button", { name: "用户菜单" });
  await expect(userMenu).toContainText(DEMO_MEMBER.name);
  await expect(page.locator("header").getByRole("link", { name: "我的学习" })).toHaveAttribute("href", "/study-center");
  await userMenu.click();
  await expect(page.getByRole("menuitem", { name: "用户中心" })).toHaveAttribute("href", "/member");
  await expect(page.getByRole("menuitem", { name: /我的消息/ })).toHaveAttribute("href", "/member/messages");
  await expect(page.getByTestId("unread-dot")).toBeVisible();

  await page.getByRole("menuitem", { name: "安全退出" }).click();
  await expect(page.getByText("已安全退出")).toBeVisible();
  await expect(page.locator("header").getByRole("button", { name: "登录" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain("meedu-user-token");
});

test("a pasted mobile with spaces or full-width digits is cleaned up and logs in", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await openLoginDialog(page);
  const mobile = field(page, "手机号");
  await page.evaluate(() => navigator.clipboard.writeText(" １３８ ００１３ ８０００ "));
  await mobile.focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(mobile).toHaveValue(DEMO_MEMBER.mobile);
  await field(page, "密码").fill(DEMO_MEMBER.password);
  await dialog(page).getByRole("button", { name: "立即登录" }).click();
  await expect(page.getByRole("button", { name: "用户菜单" })).toContainText(DEMO_MEMBER.name);
});

test("a wrong password shows the server's message and keeps the form", async ({ page }) => {
  await page.goto("/");
  await openLoginDialog(page);
  await field(page, "手机号").fill(DEMO_MEMBER.mobile);
  await field(page, "密码").fill("wrong-password");
  await dialog(page).getByRole("button", { name: "立即登录" }).click();
  await expect(page.getByText("手机号或密码错误")).toBeVisible();
  await expect(field(page, "手机号")).toHaveValue(DEMO_MEMBER.mobile);
});

test("login by SMS code registers a new mobile", async ({ page }) => {
  const mobile = "13700000001";
  await page.goto("/");
  const answer = await nextCaptchaAnswer(page, () => openLoginDialog(page));
  await dialog(page).getByRole("tab", { name: "短信登录" }).click();
  await field(page, "手机号").fill(mobile);
  await fillSmsCode(dialog(page), mobile, answer);
  await dialog(page).getByRole("button", { name: "立即登录" }).click();
  await expect(page.getByRole("button", { name: "用户菜单" })).toBeVisible();
});

test("login dialog validation messages", async ({ page }) => {
  await page.goto("/");
  await openLoginDialog(page);
  await dialog(page).getByRole("button", { name: "立即登录" }).click();
  await expect(dialog(page).getByText("请输入手机号!")).toBeVisible();
  await expect(dialog(page).getByText("请输入密码!")).toBeVisible();
  await expect(dialog(page).getByText("忘记密码")).toBeVisible();

  await dialog(page).getByRole("tab", { name: "短信登录" }).click();
  await expect(dialog(page).getByText("忘记密码")).toHaveCount(0);
  await dialog(page).getByRole("button", { name: "立即登录" }).click();
  await expect(dialog(page).getByText("请输入手机号!")).toBeVisible();
  await expect(dialog(page).getByText("请输入图形验证码!")).toBeVisible();
  await expect(dialog(page).getByText("请输入手机验证码!")).toBeVisible();

  await field(page, "手机号").fill("13700000002");
  await dialog(page).getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("请输入图形验证码", { exact: true })).toBeVisible();
});

test("the dialog is not closed by an outside click, closes with Escape and is cleared on reopening", async ({
  page,
}) => {
  await page.goto("/");
  await openLoginDialog(page);
  await field(page, "手机号").fill("13700000003");
  await page.mouse.click(10, 10);
  await expect(field(page, "手机号")).toHaveValue("13700000003");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await openLoginDialog(page);
  await expect(field(page, "手机号")).toHaveValue("");
  await dialog(page).getByRole("button", { name: "关闭" }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test("the SMS button counts down 120 s and cannot resend meanwhile", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const answer = await nextCaptchaAnswer(page, () => openLoginDialog(page));
  await dialog(page).getByRole("tab", { name: "短信登录" }).click();
  await field(page, "手机号").fill("13700000004");
  await field(page, "图形验证码").fill(answer);
  // Time stands still from here on, but for runFor: a busy machine must not tick the countdown between two checks.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await dialog(page).getByRole("button", { name: "获取验证码" }).click();
  const counting = dialog(page).getByRole("button", { name: "120s" });
  await expect(counting).toBeVisible();
  await expect(counting).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(dialog(page).getByRole("button", { name: "119s" })).toBeVisible();
  await page.clock.runFor(119_000);
  await expect(dialog(page).getByRole("button", { name: "获取验证码" })).toBeEnabled();
});

test("a wrong image captcha resets the captcha field", async ({ page }) => {
  await page.goto("/");
  await openLoginDialog(page);
  await dialog(page).getByRole("tab", { name: "短信登录" }).click();
  await field(page, "手机号").fill("13700000005");
  await field(page, "图形验证码").fill("zzzz");
  await dialog(page).getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("图形验证码错误")).toBeVisible();
  await expect(field(page, "图形验证码")).toHaveValue("");
  await expect(dialog(page).getByRole("button", { name: "获取验证码" })).toBeEnabled();
  expect(await captchaAnswer("unknown-key")).toBeUndefined();
});
