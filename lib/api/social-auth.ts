import { apiRequest } from "./client";
import { asNumber, asRecord, asString } from "./normalize";
import type { LoginCodeResult, WechatQrSession } from "./social-auth-types";

/** POST v3/auth/login/wechat-scan/url. */
export async function requestWechatQr(action: "login" | "bind" = "login"): Promise<WechatQrSession> {
  const raw = asRecord(
    await apiRequest<unknown>("v3/auth/login/wechat-scan/url", { method: "POST", body: { action } }),
  );
  const session = { url: asString(raw.url), key: asString(raw.key), expire: asNumber(raw.expire) };
  if (!session.url || !session.key) throw new Error("二维码获取失败，请刷新重试");
  return session;
}

/** GET v3/auth/login/wechat-scan/query: "0" while waiting, then the login_code. Silent: polled every second. */
export async function queryWechatScan(key: string): Promise<string> {
  const raw = asRecord(await apiRequest<unknown>("v3/auth/login/wechat-scan/query", { query: { key }, silent: true }));
  return asString(raw.code, "0") || "0";
}

/** POST v3/auth/login/code: signed in, or a request to bind a mobile first. */
export async function exchangeLoginCode(input: { code: string; msv: string }): Promise<LoginCodeResult> {
  const raw = asRecord(await apiRequest<unknown>("v3/auth/login/code", { method: "POST", body: input }));
  if (asNumber(raw.success) === 1) return { kind: "signed-in" };
  if (asString(raw.action) === "bind_mobile") return { kind: "bind-mobile", code: asString(raw.code) || input.code };
  throw new Error("登录失败，请稍后再试");
}

/** POST v3/auth/register/withSocialite: first social login with a new mobile, which signs in. */
export async function registerWithSocialite(input: {
  mobile: string;
  code: string;
  mobile_code: string;
  msv: string;
}): Promise<void> {
  await apiRequest<unknown>("v3/auth/register/withSocialite", { method: "POST", body: input });
}

/** POST v3/member/socialite/bindWithCode (logged in). */
export async function bindSocialiteWithCode(code: string): Promise<void> {
  await apiRequest("v3/member/socialite/bindWithCode", { method: "POST", body: { code } });
}
