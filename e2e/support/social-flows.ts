import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { FEATURE_API_URL } from "./feature-stack";
import { faceVerifyUrl, featurePost, lastSmsCode } from "./feature-api";
import { fillSmsCode } from "./sms-verify";

/** Confirms a WeChat QR scan on the API's demo page (what the phone would show), in a second tab. */
export async function confirmWechatScan(context: BrowserContext, qrUrl: string, openid?: string): Promise<void> {
  const phone = await context.newPage();
  await phone.goto(qrUrl);
  await expect(phone.getByRole("heading", { name: "演示：模拟微信扫码" })).toBeVisible();
  if (openid) await phone.getByLabel("openid").fill(openid);
  await phone.getByRole("button", { name: "确认登录" }).click();
  await expect(phone.getByText("已确认，请回到电脑上继续操作。")).toBeVisible();
  await phone.close();
}

/** Opens the WeChat QR dialog from the login dialog and returns the QR's url (from the API answer). */
export async function openWechatQr(page: Page): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().includes("/api/v3/auth/login/wechat-scan/url")),
    page.getByRole("dialog").getByRole("button", { name: "微信登录" }).click(),
  ]);
  const body = (await response.json()) as { data: { url: string } };
  await expect(page.getByRole("dialog").getByRole("heading", { name: "微信扫码登录" })).toBeVisible();
  await expect(page.getByRole("img", { name: "微信扫码登录二维码" })).toBeVisible();
  return body.data.url;
}

/** Fills mobile, captcha and the SMS code sent to the mobile, then presses `submit`. */
export async function fillMobileBind(scope: Locator, mobile: string, captcha: string, submit: string): Promise<void> {
  await scope.getByLabel("手机号", { exact: true }).fill(mobile);
  await fillSmsCode(scope, mobile, captcha, lastSmsCode);
  await scope.getByRole("button", { name: submit }).click();
}

/** On /face-check: checks the page, then completes the demo verification in a second tab. */
export async function completeFaceCheck(page: Page, mobile: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "实名认证" })).toBeVisible();
  await expect(page.getByRole("img", { name: "实名认证二维码" })).toBeVisible();
  await expect(page.getByText("请使用微信扫码完成实名认证")).toBeVisible();
  const phone = await page.context().newPage();
  await phone.goto(await faceVerifyUrl(mobile));
  await expect(phone.getByRole("heading", { name: "演示：实名认证" })).toBeVisible();
  await phone.getByLabel("真实姓名").fill("张三");
  await phone.getByLabel("身份证号").fill("110101199001011234");
  await phone.getByRole("button", { name: "完成认证" }).click();
  await expect(phone.getByRole("heading", { name: "实名认证成功" })).toBeVisible();
  await phone.close();
  await expect(page.getByText("实名认证成功").first()).toBeVisible();
}

/**
 * What clicking QQ登录 (or 绑定QQ) leaves in this tab: a pending social flow. A login code in
 * the URL is exchanged only after one (lib/browser/social-login-flow.ts), so tests that craft a code
 * themselves start the flow first.
 */
export async function startSocialFlowInThisTab(page: Page, flow: "login" | "bind" = "login"): Promise<void> {
  await page.goto("/");
  await page.evaluate(
    (name) =>
      sessionStorage.setItem("meedu-social-flow", JSON.stringify({ state: "e2e", flow: name, startedAt: Date.now() })),
    flow,
  );
}

/** A WeChat scan login code for `openid`, minted through the embedded API's demo scan page. */
export async function mintWechatLoginCode(openid: string): Promise<string> {
  const started = await featurePost<{ key: string }>("/api/v3/auth/login/wechat-scan/url", { action: "login" });
  await fetch(`${FEATURE_API_URL}/api/v3/auth/login/wechat-scan/page`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ key: started.data.key, openid, nickname: "x" }).toString(),
  });
  const scanned = await (
    await fetch(`${FEATURE_API_URL}/api/v3/auth/login/wechat-scan/query?key=${started.data.key}`)
  ).json();
  return scanned.data.code as string;
}
