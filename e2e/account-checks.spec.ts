import { expect, test } from "@playwright/test";
import { dialog, field, openLoginDialog } from "./support/dialogs";
import { createSocialUser, freshMobile, nextFeatureCaptcha, useToken } from "./support/feature-api";
import { FEATURE_SITE_URL } from "./support/feature-stack";
import { completeFaceCheck, fillMobileBind } from "./support/social-flows";

// Feature stack: mobile-bind alert on and face verification enforced.
test.use({ baseURL: FEATURE_SITE_URL });

test("/bind-mobile and /face-check with a refused token send the visitor to /login, which says 请重新登录", async ({
  page,
  context,
}) => {
  await useToken(context, "refused-token");
  await page.goto("/bind-mobile?redirect=%2Fmember");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbind-mobile%3Fredirect%3D%252Fmember$/);
  await expect(page.getByText("请重新登录")).toBeVisible();
  await useToken(context, "refused-token");
  await page.goto("/face-check");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fface-check$/);
});

test("a protected page waits for the mobile bind, then the face check, then opens", async ({ page, context }) => {
  const member = await createSocialUser({ nickname: "待绑定同学" });
  await useToken(context, member.token);
  // Start-up: loading the member sets both pending flags.
  await page.goto("/");
  await expect(page.getByRole("button", { name: "用户菜单" })).toContainText("待绑定同学");
  const pendingFlags = async () =>
    (await context.cookies())
      .filter((cookie) => cookie.value === "ok")
      .map((cookie) => cookie.name)
      .sort();
  await expect.poll(pendingFlags).toEqual(["meedu-bind-mobile", "meedu-face-check"]);

  await page.goto("/study-center");
  await expect(page).toHaveURL(/\/bind-mobile\?redirect=%2Fstudy-center$/);
  await expect(page.getByRole("img", { name: "图形验证码" })).toBeVisible();
  const captcha = nextFeatureCaptcha(page, () => page.goto("/member/orders?page=2"));
  await expect(page).toHaveURL(/\/bind-mobile\?redirect=%2Fmember%2Forders%3Fpage%3D2$/);
  await expect(page.getByRole("heading", { name: "绑定手机号" })).toBeVisible();

  const form = page.locator("main form");
  await form.getByRole("button", { name: "绑定", exact: true }).click();
  await expect(form.getByText("请输入手机号!")).toBeVisible();
  await expect(form.getByText("请输入图形验证码!")).toBeVisible();
  await expect(form.getByText("请输入手机验证码!")).toBeVisible();

  const mobile = freshMobile();
  await fillMobileBind(form, mobile, await captcha, "绑定");
  await expect(page.getByText("绑定成功")).toBeVisible();
  await expect(page).toHaveURL(/\/face-check\?redirect=%2Fmember%2Forders%3Fpage%3D2$/);

  // Still pending: other protected pages keep sending the member back here.
  await page.goto("/study-center");
  await expect(page).toHaveURL(/\/face-check\?redirect=%2Fstudy-center$/);
  await completeFaceCheck(page, mobile);
  await expect(page).toHaveURL(/\/study-center$/);
  await expect.poll(pendingFlags).toEqual([]);
});

test("forgot password: validation, reset, then log in with the new password", async ({ page }) => {
  const member = await createSocialUser({ nickname: "忘记密码同学", mobile: freshMobile(), verified: true });
  await page.goto("/");
  // Let the login dialog's own captcha arrive first, so the next one is the reset form's.
  await nextFeatureCaptcha(page, () => openLoginDialog(page));
  const captcha = nextFeatureCaptcha(page, () => dialog(page).getByRole("button", { name: "忘记密码" }).click());
  await expect(dialog(page).getByRole("heading", { name: "忘记密码" })).toBeVisible();

  await dialog(page).getByRole("button", { name: "重置密码" }).click();
  await expect(dialog(page).getByText("请输入手机号!")).toBeVisible();
  await expect(dialog(page).getByText("请输入图形验证码!")).toBeVisible();
  await expect(dialog(page).getByText("请输入手机验证码!")).toBeVisible();
  await expect(dialog(page).getByText("请输入密码!")).toBeVisible();

  await field(page, "新密码").fill("newpass88");
  await fillMobileBind(dialog(page), member.mobile, await captcha, "重置密码");
  await expect(page.getByText("密码重置成功")).toBeVisible();
  await expect(dialog(page).getByRole("tab", { name: "密码登录" })).toBeVisible();

  await field(page, "手机号").fill(member.mobile);
  await field(page, "密码").fill("newpass88");
  await dialog(page).getByRole("button", { name: "立即登录" }).click();
  await expect(page.getByRole("button", { name: "用户菜单" })).toContainText("忘记密码同学");
});

test("forgot password links 返回登录", async ({ page }) => {
  await page.goto("/");
  await openLoginDialog(page);
  await dialog(page).getByRole("button", { name: "忘记密码" }).click();
  await dialog(page).getByRole("button", { name: "返回登录" }).click();
  await expect(dialog(page).getByRole("tab", { name: "密码登录" })).toBeVisible();
});
