import { expect, test } from "@playwright/test";
import { dialog, field, openRegisterDialog } from "./support/dialogs";
import { E2E_API_URL } from "./support/environment";
import { apiPost, nextCaptchaAnswer } from "./support/session";
import { fillSmsCode } from "./support/sms-verify";

test("register dialog validation messages and the agreement links", async ({ page }) => {
  await page.goto("/");
  await openRegisterDialog(page);
  await dialog(page).getByRole("button", { name: "立即注册" }).click();
  await expect(dialog(page).getByText("请输入手机号!")).toBeVisible();
  await expect(dialog(page).getByText("请输入图形验证码!")).toBeVisible();
  await expect(dialog(page).getByText("请输入手机验证码!")).toBeVisible();
  await expect(dialog(page).getByText("请设置账号密码!")).toBeVisible();
  await expect(dialog(page).getByText("请同意《用户协议》和《隐私政策》")).toBeVisible();
  await expect(dialog(page).getByRole("link", { name: "《用户协议》" })).toHaveAttribute(
    "href",
    `${E2E_API_URL}/user/protocol`,
  );
  await expect(dialog(page).getByRole("link", { name: "《隐私政策》" })).toHaveAttribute(
    "href",
    `${E2E_API_URL}/user/private_protocol`,
  );
  await dialog(page)
    .getByRole("button", { name: /已有账号，立即登录/ })
    .click();
  await expect(dialog(page).getByRole("tab", { name: "密码登录" })).toBeVisible();
});

test("registering a new mobile says 注册成功 and the new password logs in", async ({ page }) => {
  const mobile = "13600000001";
  await page.goto("/");
  const answer = await nextCaptchaAnswer(page, () => openRegisterDialog(page));
  await field(page, "手机号").fill(mobile);
  await fillSmsCode(dialog(page), mobile, answer);
  await field(page, "密码").fill("secret123");
  await dialog(page)
    .getByRole("checkbox", { name: /我已阅读并同意/ })
    .check();
  await dialog(page).getByRole("button", { name: "立即注册" }).click();
  await expect(page.getByText("注册成功")).toBeVisible();
  await expect(dialog(page).getByRole("tab", { name: "密码登录" })).toBeVisible();

  const login = await apiPost<{ token: string }>("/api/v2/login/password", { mobile, password: "secret123" });
  expect(login.code).toBe(0);
});
