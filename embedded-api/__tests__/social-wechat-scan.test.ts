import { createTestApi, PUBLIC_URL, type TestApi } from "../test-support/harness";
import { postForm, WECHAT_ON } from "../test-support/social";

describe("WeChat QR-scan login", () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi({ configOverrides: WECHAT_ON });
  });
  afterEach(() => api.close());

  it("issues a 20-character key, a page URL and an expiry 300 s ahead", async () => {
    const nowSec = Math.floor(Date.now() / 1000);
    const res = await api.post("/api/v3/auth/login/wechat-scan/url", { action: "login" });
    expect(res.code).toBe(0);
    expect(Object.keys(res.data)).toEqual(["url", "expire", "key"]);
    expect(res.data.key).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(res.data.url).toBe(`${PUBLIC_URL}/api/v3/auth/login/wechat-scan/page?key=${res.data.key}&action=login`);
    expect(res.data.expire).toBeGreaterThanOrEqual(nowSec + 299);
    expect(res.data.expire).toBeLessThanOrEqual(nowSec + 301);
  });

  it("requires action login or bind", async () => {
    expect(await api.post("/api/v3/auth/login/wechat-scan/url", {})).toEqual({
      code: 1,
      message: "参数错误",
      data: [],
    });
    expect((await api.post("/api/v3/auth/login/wechat-scan/url", { action: "x" })).message).toBe("参数错误");
  });

  it("answers code 0 until the scan is confirmed on the demo page, then the login_code", async () => {
    const { data } = await api.post("/api/v3/auth/login/wechat-scan/url", { action: "login" });
    expect((await api.get(`/api/v3/auth/login/wechat-scan/query?key=${data.key}`)).data).toEqual({ code: "0" });

    const page = await api.app.inject({ method: "GET", url: new URL(data.url).pathname + new URL(data.url).search });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("演示：模拟微信扫码");
    expect(page.body).toMatch(/name="openid" value="demo-openid-/);

    const confirmed = await postForm(api, "/api/v3/auth/login/wechat-scan/page", {
      key: data.key,
      action: "login",
      nickname: "小微",
      openid: "wx-1",
    });
    expect(confirmed.body).toContain("请回到电脑上继续操作");
    const query = await api.get(`/api/v3/auth/login/wechat-scan/query?key=${data.key}`);
    expect(query.data.code).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("answers 参数错误 for a missing, unknown or expired key", async () => {
    const { data } = await api.post("/api/v3/auth/login/wechat-scan/url", { action: "login" });
    expect((await api.get("/api/v3/auth/login/wechat-scan/query")).message).toBe("参数错误");
    expect((await api.get("/api/v3/auth/login/wechat-scan/query?key=nope")).message).toBe("参数错误");
    api.advance(300_001);
    expect(await api.get(`/api/v3/auth/login/wechat-scan/query?key=${data.key}`)).toEqual({
      code: 1,
      message: "参数错误",
      data: [],
    });
    const page = await api.app.inject({ method: "GET", url: `/api/v3/auth/login/wechat-scan/page?key=${data.key}` });
    expect(page.body).toContain("二维码已过期");
  });

  it("restarts the 300 s lifetime when the scan is confirmed", async () => {
    const { data } = await api.post("/api/v3/auth/login/wechat-scan/url", { action: "login" });
    api.advance(200_000);
    await postForm(api, "/api/v3/auth/login/wechat-scan/page", { key: data.key, openid: "wx-2", nickname: "a" });
    api.advance(200_000);
    expect((await api.get(`/api/v3/auth/login/wechat-scan/query?key=${data.key}`)).data.code).toHaveLength(32);
  });

  it("escapes what it echoes on the demo page", async () => {
    const { data } = await api.post("/api/v3/auth/login/wechat-scan/url", { action: "login" });
    const res = await postForm(api, "/api/v3/auth/login/wechat-scan/page", { key: data.key, openid: "<b>x</b>" });
    expect(res.body).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(res.body).not.toContain("<b>x</b>");
  });
});
