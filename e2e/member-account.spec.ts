import { expect, test } from "@playwright/test";
import { loginAsFreshBuyer } from "./support/buyer";
import { dialog } from "./support/dialogs";
import { DEMO_MEMBER, E2E_API_URL } from "./support/environment";
import { apiPost, nextCaptchaAnswer } from "./support/session";
import { createSocialUser, freshMobile, useToken } from "./support/feature-api";
import { FEATURE_SITE_URL } from "./support/feature-stack";
import { fillSmsCode } from "./support/sms-verify";

// A 1×1 transparent PNG.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The embedded API's stand-in for a stock MeEdu, which stores uploads only on S3-type storage. */
async function setUploadStorage(configured: boolean): Promise<void> {
  const response = await fetch(`${E2E_API_URL}/__test/storage?configured=${configured ? 1 : 0}`, { method: "POST" });
  if ((await response.json()).code !== 0) throw new Error("the storage test hook failed");
}

test.describe("member centre", () => {
  test("shows the card, sets the nickname once, validates avatars", async ({ page, context, baseURL }) => {
    await loginAsFreshBuyer(context, baseURL!);
    await page.goto("/member");
    await expect(page).toHaveTitle(/^用户中心 - /);
    await expect(page.getByRole("region", { name: "会员信息" })).toContainText("我的积分");
    await expect(page.getByText(/^137\*{4}\d{4}$/)).toBeVisible();

    const nickname = page.getByRole("textbox", { name: "昵称" });
    await nickname.fill(DEMO_MEMBER.name);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "昵称已经存在" })).toBeVisible();
    const mine = `买家${Date.now() % 100000}`;
    await nickname.fill(mine);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("昵称已修改")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "昵称" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "会员信息" })).toContainText(mine);

    const upload = page.getByLabel("更换头像");
    await upload.setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(page.getByText("头像仅支持 png、jpg、jpeg 格式")).toBeVisible();
    await upload.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(1024 * 1024 + 1) });
    await expect(page.getByText("头像图片不能超过1M")).toBeVisible();
    await upload.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect(page.getByText("头像已更新")).toBeVisible();
    await expect(page.getByRole("img", { name: `${mine}的头像` })).toHaveAttribute("src", /\/uploads\/avatars\//);
  });

  test("an avatar upload on a MeEdu without S3-type storage explains why instead of a bare 错误", async ({
    page,
    context,
    baseURL,
  }) => {
    await loginAsFreshBuyer(context, baseURL!);
    await page.goto("/member");
    const avatar = page.getByRole("img", { name: /的头像$/ });
    const before = await avatar.getAttribute("src");
    await setUploadStorage(false);
    try {
      await page.getByLabel("更换头像").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
      await expect(page.getByText("头像上传失败：网校可能尚未配置图片存储，请联系网校管理员")).toBeVisible();
    } finally {
      await setUploadStorage(true);
    }
    await expect(page.getByText("错误", { exact: true })).toHaveCount(0);
    await expect(page.getByText("头像已更新")).toHaveCount(0);
    await expect(avatar).toHaveAttribute("src", before!);
  });

  test("changes the mobile: verify the old number, then bind the new one", async ({ page, context, baseURL }) => {
    const { mobile } = await loginAsFreshBuyer(context, baseURL!);
    const next = `136${mobile.slice(3)}`;
    await page.goto("/member");
    const first = await nextCaptchaAnswer(page, () => page.getByRole("button", { name: "换绑手机号" }).click());
    await expect(dialog(page)).toContainText("第一步：验证原手机号");
    await dialog(page).getByLabel("手机号", { exact: true }).fill(mobile);
    await fillSmsCode(dialog(page), mobile, first);
    const second = await nextCaptchaAnswer(page, () => dialog(page).getByRole("button", { name: "下一步" }).click());

    await expect(dialog(page)).toContainText("第二步：绑定新手机号");
    await dialog(page).getByLabel("手机号", { exact: true }).fill(next);
    await fillSmsCode(dialog(page), next, second);
    await dialog(page).getByRole("button", { name: "确认换绑" }).click();
    await expect(page.getByText("手机号已更换")).toBeVisible();
    await expect(page.getByText(`${next.slice(0, 3)}****${next.slice(7)}`)).toBeVisible();
  });

  test("with face verification switched off, the 实名认证 tab says so and offers nothing to start", async ({
    page,
    context,
    baseURL,
  }) => {
    await loginAsFreshBuyer(context, baseURL!);
    await page.goto("/member?tab=verify");
    await expect(page.getByRole("link", { name: "实名认证" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("本站暂未开启实名认证")).toBeVisible();
    await expect(page.getByRole("link", { name: "开始认证" })).toHaveCount(0);
  });

  test("features the school switched off are not offered: no QQ or 微信 row, and /face-check leads back", async ({
    page,
    context,
    baseURL,
  }) => {
    await loginAsFreshBuyer(context, baseURL!); // the main stack: social logins and face verification off
    await page.goto("/member");
    const account = page.locator("dl");
    await expect(account.getByText("手机号", { exact: true })).toBeVisible();
    await expect(account.getByText("QQ", { exact: true })).toHaveCount(0);
    await expect(account.getByText("微信", { exact: true })).toHaveCount(0);

    await page.goto("/face-check?redirect=%2Fstudy-center");
    await expect(page.getByText("本站暂未开启实名认证")).toBeVisible();
    await expect(page.getByText("无法发起实名认证")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "重试" })).toHaveCount(0);
    await page.getByRole("link", { name: "返回" }).click();
    await expect(page).toHaveURL(/\/study-center$/);
  });

  test("a nickname over 24 characters is refused before saving, with a counter", async ({ page, context, baseURL }) => {
    await loginAsFreshBuyer(context, baseURL!);
    await page.goto("/member");
    const nickname = page.getByRole("textbox", { name: "昵称" });
    const tooLong = "长".repeat(30);
    await nickname.fill(tooLong);
    await expect(nickname).toHaveValue(tooLong);
    await expect(page.getByText("30/24")).toBeVisible();
    await expect(page.getByText("昵称不能超过24个字符")).toBeVisible();
    let saved = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/v2/member/detail/nickname")) saved = true;
    });
    await page.getByRole("button", { name: "保存" }).click();
    await expect(nickname).toBeVisible();
    expect(saved).toBe(false);

    await nickname.fill("长".repeat(24));
    await expect(page.getByText("24/24")).toBeVisible();
    await expect(page.getByText("昵称不能超过24个字符")).toHaveCount(0);
  });

  test("sets a password with an SMS code, then it logs in", async ({ page, context, baseURL }) => {
    const { mobile } = await loginAsFreshBuyer(context, baseURL!);
    await page.goto("/member");
    const answer = await nextCaptchaAnswer(page, () => page.getByRole("button", { name: "设置密码" }).click());
    await dialog(page).getByRole("button", { name: "确认" }).click();
    await expect(dialog(page).getByText("请输入手机验证码!")).toBeVisible();
    await fillSmsCode(dialog(page), mobile, answer);
    await dialog(page).getByLabel("新密码", { exact: true }).fill("newpass123");
    await dialog(page).getByRole("button", { name: "确认" }).click();
    await expect(page.getByText("密码已保存")).toBeVisible();
    await expect(page.getByRole("button", { name: "修改密码" })).toBeVisible();
    const login = await apiPost<{ token: string }>("/api/v2/login/password", { mobile, password: "newpass123" });
    expect(login.code).toBe(0);
  });

  test("注销账号 asks for confirmation, then logs out", async ({ page, context, baseURL }) => {
    await loginAsFreshBuyer(context, baseURL!);
    await page.goto("/member");
    await page.getByRole("button", { name: "注销账号" }).click();
    await expect(dialog(page)).toContainText("确定要注销账号吗");
    await dialog(page).getByRole("button", { name: "取消" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole("button", { name: "注销账号" }).click();
    await dialog(page).getByRole("button", { name: "确定注销" }).click();
    await expect(page.getByText("已申请注销，账号将在7天后注销")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("member centre with social logins on", () => {
  test.use({ baseURL: FEATURE_SITE_URL });

  test("a QQ-bound, verified member unbinds QQ after confirming", async ({ page, context }) => {
    const social = await createSocialUser({ app: "qq", mobile: freshMobile(), verified: true });
    await useToken(context, social.token);
    await page.goto("/member");
    const qqRow = page.locator("dl > div").filter({ has: page.getByText("QQ", { exact: true }) });
    await expect(qqRow).toContainText("已绑定");
    await qqRow.getByRole("button", { name: "解绑QQ" }).click();
    await dialog(page).getByRole("button", { name: "确定解绑" }).click();
    await expect(page.getByText("已解绑")).toBeVisible();
    await expect(qqRow).toContainText("未绑定");

    await page.getByRole("link", { name: "实名认证" }).click();
    await expect(page).toHaveURL(/\/member\?tab=verify$/);
    await expect(page.getByText("已认证")).toBeVisible();
    await expect(page.getByText(/^110101\*+1234$/)).toBeVisible();
  });
});
