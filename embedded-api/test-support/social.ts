import type { TestApi } from "./harness";

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
  const page = await postForm(api, "/api/v3/auth/login/wechat-scan/page", { key, action, openid, nickname, unionid: "" });
  if (page.statusCode !== 200) throw new Error(`scan page answered ${page.statusCode}`);
  const query = await api.get(`/api/v3/auth/login/wechat-scan/query?key=${key}`);
  return { key, code: query.data.code as string };
}
