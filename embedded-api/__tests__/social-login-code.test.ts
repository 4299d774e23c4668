import { createTestApi, DEMO_MOBILE, type TestApi } from "../test-support/harness";
import { scanAsWechatUser, WECHAT_ON } from "../test-support/social";

const BIND_ALERT_ON = { ...WECHAT_ON, member: { enabled_mobile_bind_alert: 1 } };

describe("POST /api/v3/auth/login/code", () => {
  let api: TestApi;
  afterEach(() => api.close());

  it("auto-creates a first-time social user with a placeholder mobile when the bind alert is off", async () => {
    api = await createTestApi({ configOverrides: WECHAT_ON });
    const { code } = await scanAsWechatUser(api, "wx-new", "一个非常非常长的微信昵称超过十二个字");
    const res = await api.post("/api/v3/auth/login/code", { code, msv: "7" });
    expect(res).toMatchObject({ code: 0, message: "", data: { success: 1 } });
    expect(Object.keys(res.data)).toEqual(["success", "token"]);

    const me = (await api.get("/api/v2/member/detail", res.data.token)).data;
    expect(me.mobile).toMatch(/^[2-9]\d{8}$/);
    expect(me.is_bind_mobile).toBe(0);
    expect(me.is_bind_wechat).toBe(1);
    expect(me.nick_name).toMatch(/^一个非常非常长的微信昵称_[A-Za-z0-9]{3}$/);
    expect(me.is_face_verify).toBe(false);
  });

  it("is single-use on success: the same code then answers 已过期", async () => {
    api = await createTestApi({ configOverrides: WECHAT_ON });
    const { code } = await scanAsWechatUser(api, "wx-once");
    expect((await api.post("/api/v3/auth/login/code", { code })).data.success).toBe(1);
    expect(await api.post("/api/v3/auth/login/code", { code })).toEqual({ code: 1, message: "已过期", data: [] });
  });

  it("logs an already bound account in", async () => {
    api = await createTestApi({ configOverrides: WECHAT_ON });
    const first = await scanAsWechatUser(api, "wx-bound");
    const token1 = (await api.post("/api/v3/auth/login/code", { code: first.code })).data.token;
    const second = await scanAsWechatUser(api, "wx-bound");
    const token2 = (await api.post("/api/v3/auth/login/code", { code: second.code })).data.token;
    const a = (await api.get("/api/v2/member/detail", token1)).data;
    const b = (await api.get("/api/v2/member/detail", token2)).data;
    expect(b.id).toBe(a.id);
  });

  it("asks for a mobile when the bind alert is on, keeping the code valid", async () => {
    api = await createTestApi({ configOverrides: BIND_ALERT_ON });
    const { code } = await scanAsWechatUser(api, "wx-bind");
    const res = await api.post("/api/v3/auth/login/code", { code });
    expect(res).toEqual({ code: 0, message: "", data: { success: 0, action: "bind_mobile", code } });
    expect((await api.post("/api/v3/auth/login/code", { code })).data.action).toBe("bind_mobile");
  });

  it("validates the code and refuses locked members", async () => {
    api = await createTestApi({ configOverrides: WECHAT_ON });
    expect((await api.post("/api/v3/auth/login/code", {})).message).toBe("参数错误");
    expect((await api.post("/api/v3/auth/login/code", { code: "unknown" })).message).toBe("已过期");
    const { code } = await scanAsWechatUser(api, "wx-locked");
    const token = (await api.post("/api/v3/auth/login/code", { code })).data.token;
    const id = (await api.get("/api/v2/member/detail", token)).data.id;
    api.db.prepare("UPDATE users SET is_lock = 1 WHERE id = ?").run(id);
    const again = await scanAsWechatUser(api, "wx-locked");
    expect((await api.post("/api/v3/auth/login/code", { code: again.code })).message).toBe("用户已锁定无法登录");
  });

  it("expires a login_code after 600 s", async () => {
    api = await createTestApi({ configOverrides: WECHAT_ON });
    const { code } = await scanAsWechatUser(api, "wx-late");
    api.advance(600_001);
    expect((await api.post("/api/v3/auth/login/code", { code })).message).toBe("已过期");
  });
});

describe("POST /api/v3/auth/register/withSocialite", () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi({ configOverrides: BIND_ALERT_ON });
  });
  afterEach(() => api.close());

  it("creates the member with the mobile, binds the account and returns a token", async () => {
    const { code } = await scanAsWechatUser(api, "wx-reg", "小红");
    const res = await api.post("/api/v3/auth/register/withSocialite", {
      mobile: "13600000001",
      code,
      mobile_code: "112233",
      msv: "",
    });
    expect(res.code).toBe(0);
    expect(Object.keys(res.data)).toEqual(["token"]);
    const me = (await api.get("/api/v2/member/detail", res.data.token)).data;
    expect(me).toMatchObject({ mobile: "13600000001", is_bind_mobile: 1, is_bind_wechat: 1 });
    expect(me.nick_name).toMatch(/^小红_[A-Za-z0-9]{4}$/);
    // createWithMobile with a nickname: it counts as chosen, so it cannot be changed once more.
    expect(me.is_set_nickname).toBe(1);
    expect((await api.post("/api/v2/member/detail/nickname", { nick_name: "新名字" }, res.data.token)).message).toBe(
      "当前用户已配置昵称",
    );
    expect(
      (await api.post("/api/v3/auth/register/withSocialite", { mobile: "13600000009", code, mobile_code: "112233" }))
        .message,
    ).toBe("已过期");

    const again = await scanAsWechatUser(api, "wx-reg");
    const login = await api.post("/api/v3/auth/login/code", { code: again.code });
    expect(login.data.success).toBe(1);
  });

  it("checks fields, the SMS code and the mobile", async () => {
    const { code } = await scanAsWechatUser(api, "wx-reg2");
    expect((await api.post("/api/v3/auth/register/withSocialite", { code })).message).toBe("参数错误");
    expect((await api.post("/api/v3/auth/register/withSocialite", { mobile: "13600000002" })).message).toBe("参数错误");
    expect(
      (await api.post("/api/v3/auth/register/withSocialite", { mobile: "13600000002", code, mobile_code: "000000" }))
        .message,
    ).toBe("短信验证码错误");
    expect(
      (await api.post("/api/v3/auth/register/withSocialite", { mobile: DEMO_MOBILE, code, mobile_code: "112233" }))
        .message,
    ).toBe("手机号已存在");
    expect(
      (
        await api.post("/api/v3/auth/register/withSocialite", {
          mobile: "13600000002",
          code: "x",
          mobile_code: "112233",
        })
      ).message,
    ).toBe("已过期");
  });
});

describe("POST /api/v3/member/socialite/bindWithCode", () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi({ configOverrides: BIND_ALERT_ON });
  });
  afterEach(() => api.close());

  it("binds the scanned account to the logged-in member, then logs them in by scan", async () => {
    const token = await api.login();
    const { code } = await scanAsWechatUser(api, "wx-member", "演示", "bind");
    expect(await api.post("/api/v3/member/socialite/bindWithCode", { code }, token)).toEqual({
      code: 0,
      message: "",
      data: [],
    });
    expect((await api.get("/api/v2/member/detail", token)).data.is_bind_wechat).toBe(1);

    const scan = await scanAsWechatUser(api, "wx-member");
    const login = await api.post("/api/v3/auth/login/code", { code: scan.code });
    expect((await api.get("/api/v2/member/detail", login.data.token)).data.mobile).toBe(DEMO_MOBILE);
  });

  it("refuses a second account of the same app and an account bound elsewhere", async () => {
    const token = await api.login();
    const first = await scanAsWechatUser(api, "wx-a", "a", "bind");
    await api.post("/api/v3/member/socialite/bindWithCode", { code: first.code }, token);
    const second = await scanAsWechatUser(api, "wx-b", "b", "bind");
    expect((await api.post("/api/v3/member/socialite/bindWithCode", { code: second.code }, token)).message).toBe(
      "您已经绑定了该渠道的账号",
    );

    const other = await api.post("/api/v3/auth/register/withSocialite", {
      mobile: "13600000003",
      code: (await scanAsWechatUser(api, "wx-c")).code,
      mobile_code: "112233",
    });
    const taken = await scanAsWechatUser(api, "wx-a", "a", "bind");
    expect(
      (await api.post("/api/v3/member/socialite/bindWithCode", { code: taken.code }, other.data.token)).message,
    ).toBe("当前渠道账号已绑定了其它账号");
  });

  it("needs a token and a code", async () => {
    expect((await api.post("/api/v3/member/socialite/bindWithCode", { code: "x" })).code).toBe(401);
    const token = await api.login();
    expect((await api.post("/api/v3/member/socialite/bindWithCode", {}, token)).message).toBe("参数错误");
    expect((await api.post("/api/v3/member/socialite/bindWithCode", { code: "x" }, token)).message).toBe("已过期");
  });
});
