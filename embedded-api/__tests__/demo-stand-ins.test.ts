import type { EmbeddedApiOptions } from "../types";
import { createTestApi, SITE_ORIGIN, type TestApi } from "../test-support/harness";
import { FACE_ON, postForm, QQ_ON, SOCIAL_ON, WECHAT_ON } from "../test-support/social";

/** Demo mode off with the feature on, and demo mode on with the feature off. */
function switchedOff(featureOn: Record<string, unknown>): Array<[string, Partial<EmbeddedApiOptions>]> {
  return [
    ["demo mode off", { demoMode: false, configOverrides: featureOn }],
    ["the feature off", { demoMode: true, configOverrides: {} }],
  ];
}

const count = (api: TestApi, table: string) =>
  (api.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("demo stand-ins act only in demo mode with their feature on", () => {
  let api: TestApi;
  afterEach(() => api.close());

  it("the cashier refuses to pay with demo mode off", async () => {
    api = await createTestApi({ demoMode: false, configOverrides: SOCIAL_ON });
    const token = await api.login();
    const member = () =>
      api.db.prepare("SELECT role_id, role_expired_at FROM users WHERE mobile = '13800138000'").get();
    const before = member();
    const order = (await api.post("/api/v3/order", { goods_type: "ROLE", goods_id: 1, agree_protocol: 1 }, token)).data;
    expect(order.pay_url).toContain("/payment/index?sign=");

    const page = await api.app.inject({ method: "GET", url: `/payment/index?sign=${order.sign}` });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("暂无可用的支付方式");
    expect(page.body).not.toContain("模拟支付成功");
    const paid = await api.app.inject({
      method: "POST",
      url: "/payment/index",
      payload: new URLSearchParams({ sign: order.sign, action: "pay" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(paid.statusCode).toBe(403);
    expect((await api.get(`/api/v2/order/status?order_id=${order.order_no}`, token)).data.status).toBe(5);
    expect(member()).toEqual(before);
  });

  it.each(switchedOff(WECHAT_ON))("the WeChat scan page issues no login code with %s", async (_case, options) => {
    api = await createTestApi(options);
    const { data } = await api.post("/api/v3/auth/login/wechat-scan/url", { action: "login" });
    const page = await api.app.inject({
      method: "GET",
      url: `/api/v3/auth/login/wechat-scan/page?key=${data.key}&action=login`,
    });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("微信扫码登录未开启");
    expect(page.body).not.toContain("<form");
    const confirmed = await postForm(api, "/api/v3/auth/login/wechat-scan/page", {
      key: data.key,
      openid: "wx-free",
      nickname: "x",
    });
    expect(confirmed.statusCode).toBe(403);
    expect((await api.get(`/api/v3/auth/login/wechat-scan/query?key=${data.key}`)).data).toEqual({ code: "0" });
    expect(count(api, "social_login_codes")).toBe(0);
  });

  it.each(switchedOff(QQ_ON))("QQ login and its consent page refuse with %s", async (_case, options) => {
    api = await createTestApi(options);
    const params = new URLSearchParams({ s_url: `${SITE_ORIGIN}/`, f_url: `${SITE_ORIGIN}/error`, action: "login" });
    expect(await api.get(`/api/v3/auth/login/socialite/qq?${params}`)).toEqual({
      code: 1,
      message: "登录应用不存在",
      data: [],
    });
    api.db
      .prepare(
        "INSERT INTO demo_oauth_states (state, app, s_url, f_url, action, expires_at) VALUES ('s1', 'qq', ?, ?, 'login', ?)",
      )
      .run(`${SITE_ORIGIN}/`, `${SITE_ORIGIN}/error`, Date.now() + 60_000);
    const page = await api.app.inject({ method: "GET", url: "/demo/qq/authorize?state=s1" });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("QQ 登录未开启");
    const consent = await postForm(api, "/demo/qq/authorize", { state: "s1", decision: "allow", openid: "QQ-FREE" });
    expect(consent.statusCode).toBe(403);
    expect(consent.headers.location).toBeUndefined();
    expect(count(api, "social_login_codes")).toBe(0);
    expect(count(api, "demo_oauth_states")).toBe(1);
  });

  it.each(switchedOff(FACE_ON))("face verification neither starts nor completes with %s", async (_case, options) => {
    api = await createTestApi(options);
    const token = await api.login();
    expect(await api.post("/api/v3/member/tencent/faceVerify", { s_url: "PC" }, token)).toEqual({
      code: 1,
      message: "无法发起实名认证",
      data: [],
    });
    const userId = (api.db.prepare("SELECT id FROM users WHERE mobile = '13800138000'").get() as { id: number }).id;
    api.db
      .prepare(
        `INSERT INTO face_verifications (biz_token, rule_id, request_id, user_id, s_url, status, expires_at, created_at)
       VALUES ('B1', '1', 'r', ?, 'PC', 0, ?, '2024-01-01 00:00:00')`,
      )
      .run(userId, Date.now() + 60_000);
    const page = await api.app.inject({ method: "GET", url: "/demo/face-verify?biz_token=B1" });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("实名认证未开启");
    const done = await postForm(api, "/demo/face-verify", {
      biz_token: "B1",
      real_name: "张三",
      id_number: "110101199001011234",
    });
    expect(done.statusCode).toBe(403);
    expect((await api.get("/api/v2/member/detail", token)).data.is_face_verify).toBe(false);
    expect(await api.get("/api/v3/member/tencent/faceVerify?rule_id=1&biz_token=B1", token)).toEqual({
      code: { status: 5 },
      message: "",
      data: [],
    });
  });

  it("the SMS code 112233 works only in demo mode", async () => {
    api = await createTestApi({ demoMode: false });
    const users = count(api, "users");
    for (const [url, body] of [
      ["/api/v2/login/mobile", { mobile: "13700000302", mobile_code: "112233" }],
      ["/api/v2/register/sms", { mobile: "13700000303", mobile_code: "112233", password: "secret12" }],
      ["/api/v2/password/reset", { mobile: "13800138000", mobile_code: "112233", password: "secret12" }],
    ] as const) {
      expect(await api.post(url, body)).toEqual({ code: 1, message: "短信验证码错误", data: [] });
    }
    expect(count(api, "users")).toBe(users);
    expect(await api.login()).toEqual(expect.any(String));
  });
});
