import { appendQuery } from "../lib/demo-page";
import { createTestApi, PUBLIC_URL, type TestApi } from "../test-support/harness";
import { NON_ASCII_ADDRESSES, OFF_SITE_ADDRESSES } from "../test-support/off-site-addresses";
import { postForm } from "../test-support/social";

const QQ_ON = { socialites: { qq: 1 } };
const S_URL = "http://site.test/login/callback?redirect=%2Fmember";
const F_URL = "http://site.test/error";

function startUrl(params: Record<string, string>): string {
  return `/api/v3/auth/login/socialite/qq?${new URLSearchParams(params)}`;
}

/** Follows the redirect to the demo consent page and returns its state. */
async function consentState(api: TestApi, action = "login"): Promise<string> {
  const res = await api.app.inject({ method: "GET", url: startUrl({ s_url: S_URL, f_url: F_URL, action }) });
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/demo/qq/authorize`);
  const page = await api.app.inject({ method: "GET", url: location.pathname + location.search });
  expect(page.body).toContain("演示：QQ 登录授权");
  expect(page.body).toContain(">同意<");
  expect(page.body).toContain(">拒绝<");
  return location.searchParams.get("state") as string;
}

describe("QQ login through the demo consent page", () => {
  let api: TestApi;
  afterEach(() => api.close());

  it("answers 登录应用不存在 while QQ is disabled or for another app", async () => {
    api = await createTestApi();
    const params = { s_url: S_URL, f_url: F_URL, action: "login" };
    expect(await api.get(startUrl(params))).toEqual({ code: 1, message: "登录应用不存在", data: [] });
    await api.close();
    api = await createTestApi({ configOverrides: QQ_ON });
    expect((await api.get(`/api/v3/auth/login/socialite/weibo?${new URLSearchParams(params)}`)).message).toBe(
      "登录应用不存在",
    );
  });

  it("validates s_url, f_url (≤ 255) and action with 参数错误", async () => {
    api = await createTestApi({ configOverrides: QQ_ON });
    expect((await api.get(startUrl({ f_url: F_URL, action: "login" }))).message).toBe("参数错误");
    expect((await api.get(startUrl({ s_url: S_URL, action: "login" }))).message).toBe("参数错误");
    expect((await api.get(startUrl({ s_url: S_URL, f_url: F_URL, action: "x" }))).message).toBe("参数错误");
    expect(
      (await api.get(startUrl({ s_url: `http://a.test/${"x".repeat(250)}`, f_url: F_URL, action: "login" }))).message,
    ).toBe("参数错误");
  });

  it.each([
    ...OFF_SITE_ADDRESSES,
    ...NON_ASCII_ADDRESSES,
    "http://site.test/／127.0.0.2:3599/",
    "http://site.test@evil.com",
    "http://site.test.evil.com",
    "https://evil.com#http://site.test",
  ])("refuses s_url or f_url %j with 非法的回调地址 and stores nothing", async (bad) => {
    api = await createTestApi({ configOverrides: QQ_ON });
    for (const params of [
      { s_url: bad, f_url: F_URL },
      { s_url: S_URL, f_url: bad },
    ]) {
      const res = await api.app.inject({ method: "GET", url: startUrl({ ...params, action: "login" }) });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.json()).toEqual({ code: 1, message: "非法的回调地址", data: [] });
    }
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM demo_oauth_states").get()).toEqual({ n: 0 });
  });

  it("accepts paths on the API itself and the API's own origin", async () => {
    api = await createTestApi({ configOverrides: QQ_ON });
    for (const s_url of ["/face-verify-success", `${PUBLIC_URL}/face-verify-success`]) {
      const res = await api.app.inject({ method: "GET", url: startUrl({ s_url, f_url: F_URL, action: "login" }) });
      expect(res.statusCode).toBe(302);
    }
  });

  it.each(["https://evil.com/steal", ...NON_ASCII_ADDRESSES])(
    "does not follow a stored return address that is no longer allowed (%j)",
    async (stored) => {
      api = await createTestApi({ configOverrides: QQ_ON });
      api.db
        .prepare(
          "INSERT INTO demo_oauth_states (state, app, s_url, f_url, action, expires_at) VALUES (?, 'qq', ?, ?, 'login', ?)",
        )
        .run("old-state", stored, F_URL, Date.now() + 60_000);
      const res = await postForm(api, "/demo/qq/authorize", { state: "old-state", decision: "allow", openid: "QQ-1" });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain("非法的回调地址");
      expect(api.db.prepare("SELECT COUNT(*) AS n FROM social_login_codes").get()).toEqual({ n: 0 });
    },
  );

  it("同意 returns to s_url with a login_code and the action, which logs in", async () => {
    api = await createTestApi({ configOverrides: QQ_ON });
    const state = await consentState(api);
    const res = await postForm(api, "/demo/qq/authorize", {
      state,
      decision: "allow",
      openid: "QQ-OPENID-1",
      nickname: "小Q",
    });
    expect(res.statusCode).toBe(302);
    const back = new URL(String(res.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe("http://site.test/login/callback");
    expect(back.searchParams.get("redirect")).toBe("/member");
    expect(back.searchParams.get("action")).toBe("login");
    const code = back.searchParams.get("login_code") as string;
    expect(code).toMatch(/^[A-Za-z0-9]{32}$/);

    const login = await api.post("/api/v3/auth/login/code", { code });
    const me = (await api.get("/api/v2/member/detail", login.data.token)).data;
    expect(me).toMatchObject({ is_bind_qq: 1, is_bind_wechat: 0, is_bind_mobile: 0 });
    expect(me.nick_name).toMatch(/^小Q_/);
    // The state is used up.
    expect((await postForm(api, "/demo/qq/authorize", { state, decision: "allow", openid: "x" })).statusCode).toBe(400);
  });

  it("拒绝 returns to f_url with login_err_msg and the action", async () => {
    api = await createTestApi({ configOverrides: QQ_ON });
    const state = await consentState(api, "bind");
    const res = await postForm(api, "/demo/qq/authorize", { state, decision: "deny", openid: "x" });
    expect(res.statusCode).toBe(302);
    const back = new URL(String(res.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(F_URL);
    expect(back.searchParams.get("login_err_msg")).toBe("用户取消了 QQ 授权");
    expect(back.searchParams.get("action")).toBe("bind");
  });
});

describe("appendQuery", () => {
  it("uses ? or & as the address needs and keeps the fragment last", () => {
    expect(appendQuery("http://a.test/x", { a: "1" })).toBe("http://a.test/x?a=1");
    expect(appendQuery("http://a.test/x?b=2", { a: "1" })).toBe("http://a.test/x?b=2&a=1");
    expect(appendQuery("http://a.test/x?", { a: "1" })).toBe("http://a.test/x?a=1");
    expect(appendQuery("http://a.test/x#top", { a: "1 2" })).toBe("http://a.test/x?a=1+2#top");
  });
});
