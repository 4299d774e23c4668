import type { TestApi } from "./harness";

/** Config switches that the demo stand-ins need (besides demo mode). */
export const WECHAT_ON = { socialites: { wechat_oauth: 1 } };
export const QQ_ON = { socialites: { qq: 1 } };
export const FACE_ON = { member: { enabled_face_verify: true } };
export const SOCIAL_ON = { socialites: { qq: 1, wechat_oauth: 1 }, member: { enabled_face_verify: true } };

/** Posts a demo form (application/x-www-form-urlencoded) and returns the raw response. */
export async function postForm(api: TestApi, url: string, fields: Record<string, string>) {
  return api.app.inject({
    method: "POST",
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** Runs the WeChat QR flow up to the scan: returns the key and the login_code placed in its slot. */
export async function scanAsWechatUser(api: TestApi, openid: string, nickname = "微信测试", action = "login") {
  const started = await api.post("/api/v3/auth/login/wechat-scan/url", { action });
  const key = started.data.key as string;
  const page = await postForm(api, "/api/v3/auth/login/wechat-scan/page", {
    key,
    action,
    openid,
    nickname,
    unionid: "",
  });
  if (page.statusCode !== 200) throw new Error(`scan page answered ${page.statusCode}`);
  const query = await api.get(`/api/v3/auth/login/wechat-scan/query?key=${key}`);
  return { key, code: query.data.code as string };
}
