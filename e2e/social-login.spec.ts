import { expect, test } from "@playwright/test";
import { dialog, openLoginDialog } from "./support/dialogs";
import { E2E_SITE_PORT } from "./support/environment";
import { createSocialUser, freshMobile, nextFeatureCaptcha, useToken } from "./support/feature-api";
import { FEATURE_API_URL, FEATURE_SITE_URL } from "./support/feature-stack";
import {
  completeFaceCheck,
  confirmWechatScan,
  fillMobileBind,
  mintWechatLoginCode,
  openWechatQr,
  startSocialFlowInThisTab,
} from "./support/social-flows";

// Runs on the feature stack: QQ + WeChat on, mobile-bind alert on, face verification enforced.
test.use({ baseURL: FEATURE_SITE_URL });

test("third-party icons show only where the config enables them", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_SITE_PORT}/`);
  await openLoginDialog(page);
  await expect(dialog(page).getByText("第三方快捷登录")).toHaveCount(0);

  await page.goto("/");
  await openLoginDialog(page);
  await expect(dialog(page).getByText("第三方快捷登录")).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "QQ登录" })).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "微信登录" })).toBeVisible();
});

test("WeChat QR login: confirming the scan on the phone logs the page in", async ({ page, context }) => {
  const member = await createSocialUser({
    openid: `wx-e2e-${Date.now()}`,
    nickname: "扫码同学",
    mobile: freshMobile(),
    verified: true,
  });
  await page.goto("/");
  await openLoginDialog(page);
  const qrUrl = await openWechatQr(page);
  expect(qrUrl.startsWith(`${FEATURE_API_URL}/api/v3/auth/login/wechat-scan/page?key=`)).toBe(true);
  await expect(dialog(page).getByText(/^有效期：0[45]分\d\d秒$/)).toBeVisible();

  await confirmWechatScan(context, qrUrl, member.openid);
  await expect(page.getByRole("button", { name: "用户菜单" })).toContainText("扫码同学");
  await expect(dialog(page)).toHaveCount(0);
});

test("WeChat QR expires after its lifetime and 刷新二维码 fetches a new one", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await openLoginDialog(page);
  await openWechatQr(page);
  await expect(dialog(page).getByText(/^有效期：0[45]分\d\d秒$/)).toBeVisible();

  await page.clock.fastForward(300_000);
  await expect(dialog(page).getByText("二维码已过期")).toBeVisible();
  await expect(dialog(page).getByText(/有效期/)).toHaveCount(0);

  const [again] = await Promise.all([
    page.waitForResponse((res) => res.url().includes("/api/v3/auth/login/wechat-scan/url")),
    dialog(page).getByRole("button", { name: "刷新二维码" }).click(),
  ]);
  expect(again.ok()).toBe(true);
  await expect(dialog(page).getByText(/^有效期：0[45]分\d\d秒$/)).toBeVisible();
  await expect(dialog(page).getByText("二维码已过期")).toHaveCount(0);

  await dialog(page).getByRole("button", { name: "其他方式登录>>" }).click();
  await expect(dialog(page).getByRole("tab", { name: "密码登录" })).toBeVisible();
});

test("WeChat QR → 请绑定手机号 → logged in, then the enforced face check", async ({ page, context }) => {
  const mobile = freshMobile();
  await page.goto("/");
  await openLoginDialog(page);
  const qrUrl = await openWechatQr(page);

  const captcha = nextFeatureCaptcha(page, () => confirmWechatScan(context, qrUrl));
  const bind = page.getByRole("dialog", { name: "请绑定手机号" });
  await expect(bind.getByRole("heading", { name: "请绑定手机号" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("login_code"))).toMatch(/^[A-Za-z0-9]{32}$/);

  await bind.getByRole("button", { name: "立即绑定" }).click();
  await expect(bind.getByText("请输入手机号!")).toBeVisible();
  await expect(bind.getByText("请输入图形验证码!")).toBeVisible();
  await expect(bind.getByText("请输入手机验证码!")).toBeVisible();

  await fillMobileBind(bind, mobile, await captcha, "立即绑定");
  await expect(page.getByText("绑定成功")).toBeVisible();
  await expect(page).toHaveURL(/\/face-check$/);
  expect(await page.evaluate(() => localStorage.getItem("login_code"))).toBeNull();
  await expect(page.getByRole("button", { name: "用户菜单" })).toBeVisible();

  await completeFaceCheck(page, mobile);
  await expect(page).toHaveURL(`${FEATURE_SITE_URL}/`);
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies).toContain("meedu-user-token");
  expect(cookies).not.toContain("meedu-face-check");
  expect(cookies).not.toContain("meedu-bind-mobile");
});

test("QQ login on /login returns through /login/callback to the redirect", async ({ page }) => {
  const member = await createSocialUser({
    app: "qq",
    openid: `QQ${Date.now()}`,
    nickname: "企鹅同学",
    mobile: freshMobile(),
    verified: true,
  });
  await page.goto("/login?redirect=%2Fsearch%3Fkeywords%3Dvue");
  await page.getByRole("button", { name: "登录后查看" }).click();
  await dialog(page).getByRole("button", { name: "QQ登录" }).click();

  await expect(page.getByRole("heading", { name: "演示：QQ 登录授权" })).toBeVisible();
  expect(page.url().startsWith(`${FEATURE_API_URL}/demo/qq/authorize?state=`)).toBe(true);
  await page.getByLabel("openid").fill(member.openid);
  const exchange = page.waitForResponse((res) => res.url().includes("/api/v3/auth/login/code"));
  await page.getByRole("button", { name: "同意" }).click();
  expect((await exchange).ok()).toBe(true);

  await expect(page).toHaveURL(/\/search\?keywords=vue$/);
  await expect(page.getByRole("button", { name: "用户菜单" })).toContainText("企鹅同学");
});

test("QQ refusal lands on /error with the message as text", async ({ page }) => {
  await page.goto("/courses");
  await openLoginDialog(page);
  await dialog(page).getByRole("button", { name: "QQ登录" }).click();
  await page.getByRole("button", { name: "拒绝" }).click();

  await expect(page).toHaveURL(/\/error\?login_err_msg=/);
  await expect(page.getByRole("heading", { name: "出错了" })).toBeVisible();
  await expect(page.getByText("用户取消了 QQ 授权")).toBeVisible();
  await expect(page.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "重新登录" })).toHaveAttribute("href", "/login");
  await expect(page.getByTestId("site-footer")).toBeVisible();

  await page.goto("/error?msg=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E");
  await expect(page.getByTestId("error-message")).toHaveText("<img src=x onerror=alert(1)>");
  await expect(page.locator("main img[src='x']")).toHaveCount(0);
});

test("a first QQ login elsewhere opens the code-bind dialog, then binds", async ({ page }) => {
  const mobile = freshMobile();
  await page.goto("/courses");
  await openLoginDialog(page);
  await dialog(page).getByRole("button", { name: "QQ登录" }).click();
  const captcha = nextFeatureCaptcha(page, () => page.getByRole("button", { name: "同意" }).click());

  const bind = page.getByRole("dialog", { name: "绑定手机号" });
  await expect(bind.getByRole("heading", { name: "绑定手机号" })).toBeVisible();
  // QQ came back to /courses?login_code=…: the page took the code from the fragment and out of the address.
  await expect(page).toHaveURL(/\/courses$/);
  await bind.getByRole("button", { name: "立即绑定" }).click();
  await expect(bind.getByText("请输入手机号码!")).toBeVisible();
  await expect(bind.getByText("请输入图形验证码!")).toBeVisible();
  await expect(bind.getByText("请输入手机验证码!")).toBeVisible();
  await bind.getByLabel("手机号", { exact: true }).fill(mobile);
  await bind.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("请输入图形验证码", { exact: true })).toBeVisible();

  await fillMobileBind(bind, mobile, await captcha, "立即绑定");
  await expect(page.getByText("绑定成功")).toBeVisible();
  // Face verification is enforced and this member is new: the code bind continues at home afterwards.
  await expect(page).toHaveURL(/\/face-check$/);
  await completeFaceCheck(page, mobile);
  await expect(page).toHaveURL(`${FEATURE_SITE_URL}/`);
});

test("a bind on /login/callback goes on to the face check without flashing 未完成手机号绑定", async ({ page }) => {
  const mobile = freshMobile();
  const code = await mintWechatLoginCode(`wx-callback-bind-${Date.now()}`);
  await page.addInitScript(() => {
    const flag = window as unknown as { sawUnbound?: boolean };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes("未完成手机号绑定")) flag.sawUnbound = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await startSocialFlowInThisTab(page);
  const captcha = nextFeatureCaptcha(page, () =>
    page.goto(`/login/callback?redirect=%2Fsearch&login_code=${code}&action=login`),
  );
  const bind = page.getByRole("dialog", { name: "绑定手机号" });
  await expect(bind.getByRole("heading", { name: "绑定手机号" })).toBeVisible();
  await fillMobileBind(bind, mobile, await captcha, "立即绑定");
  await expect(page.getByText("绑定成功")).toBeVisible();
  await expect(page).toHaveURL(/\/face-check\?redirect=%2Fsearch$/);
  expect(await page.evaluate(() => (window as unknown as { sawUnbound?: boolean }).sawUnbound ?? false)).toBe(false);
});

test("a login code in the URL is exchanged once, even after a reload", async ({ page }) => {
  const member = await createSocialUser({
    openid: `wx-once-${Date.now()}`,
    nickname: "一次同学",
    mobile: freshMobile(),
    verified: true,
  });
  const code = await mintWechatLoginCode(member.openid);
  await startSocialFlowInThisTab(page);

  let exchanges = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/v3/auth/login/code")) exchanges += 1;
  });
  const callback = `/login/callback?redirect=%2Fsearch&login_code=${code}&action=login&msv=42`;
  await page.goto(callback);
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("button", { name: "用户菜单" })).toContainText("一次同学");
  expect(await page.evaluate((key) => sessionStorage.getItem(key), `login_code:${code}`)).toBe("1");
  expect(await page.evaluate(() => localStorage.getItem("meedu-msv"))).toBe("42");

  await page.goto(callback);
  await expect(page).toHaveURL(/\/search$/);
  expect(exchanges).toBe(1);
});

test("/login/callback shows 加载中, and a way back when the code is refused", async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v3/auth/login/code", async (route) => {
    await released; // the exchange waits until 加载中 has been seen
    await route.continue();
  });
  await startSocialFlowInThisTab(page);
  await page.goto("/login/callback?redirect=%2Fsearch&login_code=unknown-code&action=login");
  await expect(page.getByRole("status")).toHaveText("加载中");
  release();
  await expect(page.getByText("已过期")).toBeVisible();
  await expect(page.getByText("登录失败，请重新登录")).toBeVisible();
  await expect(page.getByRole("link", { name: "重新登录" })).toHaveAttribute("href", "/login?redirect=%2Fsearch");
  await expect(page.getByTestId("site-footer")).toBeVisible();
});

test("a login code nobody asked for is refused without an exchange (login CSRF)", async ({ page }) => {
  const attacker = await createSocialUser({
    openid: `wx-csrf-${Date.now()}`,
    nickname: "攻击者",
    mobile: freshMobile(),
    verified: true,
  });
  const code = await mintWechatLoginCode(attacker.openid);
  let exchanges = 0;
  let pageFetches = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/v3/auth/login/code")) exchanges += 1;
    // Only the address is cleaned: the page is not asked for again (a navigation would swap its head meanwhile).
    if (request.headers()["rsc"]) pageFetches += 1;
  });
  await page.goto(`/courses?login_code=${code}&action=login`);
  await expect(page.getByText("登录请求已失效，请重新登录")).toBeVisible();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page).toHaveTitle(/^录播课/);
  expect(exchanges).toBe(0);
  expect(pageFetches).toBe(0);
  await expect(page.locator("header")).not.toContainText("攻击者");
});

test("a signed-in member is not swapped into another account by a login code", async ({ page, context }) => {
  const victim = await createSocialUser({
    openid: `wx-v-${Date.now()}`,
    nickname: "受害者",
    mobile: freshMobile(),
    verified: true,
  });
  const attacker = await createSocialUser({
    openid: `wx-a-${Date.now()}`,
    nickname: "攻击者",
    mobile: freshMobile(),
    verified: true,
  });
  await useToken(context, victim.token);
  await startSocialFlowInThisTab(page); // even with a pending start
  const code = await mintWechatLoginCode(attacker.openid);
  await page.goto(`/courses?login_code=${code}&action=login`);
  await expect(page.getByText("已登录，请先退出后再使用其他账号登录")).toBeVisible();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.locator("header")).toContainText("受害者");
});

test("a bind code the member did not request is not bound", async ({ page, context }) => {
  const member = await createSocialUser({ openid: `wx-m-${Date.now()}`, mobile: freshMobile(), verified: true });
  await useToken(context, member.token);
  let binds = 0;
  let pageFetches = 0;
  page.on("request", (request) => {
    if (request.url().includes("/socialite/bindWithCode")) binds += 1;
    if (request.headers()["rsc"]) pageFetches += 1;
  });
  await page.goto(`/member?login_code=${"A".repeat(32)}&action=bind`);
  await expect(page.getByText("绑定请求已失效，请重新绑定")).toBeVisible();
  await expect(page).toHaveURL(/\/member$/);
  expect(binds).toBe(0);
  expect(pageFetches).toBe(0);
});
