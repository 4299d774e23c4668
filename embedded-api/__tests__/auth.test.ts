import { createTestApi, DEMO_MOBILE, DEMO_PASSWORD, LOCKED_MOBILE, type TestApi } from "../test-support/harness";

describe("auth endpoints", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("logs in with mobile + password and returns a JWT", async () => {
    const res = await api.post("/api/v2/login/password", { mobile: DEMO_MOBILE, password: DEMO_PASSWORD }, undefined, {
      "meedu-platform": "pc",
    });
    expect(res.code).toBe(0);
    expect(Object.keys(res.data)).toEqual(["token"]);
    const [, body] = (res.data.token as string).split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString());
    expect(Object.keys(claims).sort()).toEqual(["exp", "iat", "iss", "jti", "nbf", "prv", "sub"]);
    expect(claims.exp - claims.iat).toBe(14 * 24 * 3600);
    const record = api.db.prepare("SELECT platform FROM user_login_records WHERE jti = ?").get(claims.jti) as {
      platform: string;
    };
    expect(record.platform).toBe("PC");
  });

  it("rejects a wrong password, an unknown mobile and a locked account", async () => {
    const wrong = { code: 1, message: "手机号或密码错误", data: [] };
    expect(await api.post("/api/v2/login/password", { mobile: DEMO_MOBILE, password: "nope12345" })).toEqual(wrong);
    expect(await api.post("/api/v2/login/password", { mobile: "13000000001", password: DEMO_PASSWORD })).toEqual(wrong);
    expect(await api.post("/api/v2/login/password", { mobile: LOCKED_MOBILE, password: DEMO_PASSWORD })).toEqual({
      code: 1,
      message: "账号已被锁定",
      data: [],
    });
    expect((await api.post("/api/v2/login/mobile", { mobile: LOCKED_MOBILE, mobile_code: "112233" })).message).toBe(
      "账号已被锁定",
    );
  });

  it("auto-registers on SMS login with MeEdu's welcome and reward messages", async () => {
    const res = await api.post("/api/v2/login/mobile", { mobile: "13611112222", mobile_code: "112233" });
    expect(res.code).toBe(0);
    const me = (await api.get("/api/v2/member/detail", res.data.token)).data;
    expect(me.mobile).toBe("13611112222");
    expect(me.avatar).toBe("/images/default_avatar.jpg");
    expect(me.nick_name).toHaveLength(12);
    expect([me.is_password_set, me.is_set_nickname, me.role_id, me.is_bind_mobile]).toEqual([0, 0, 0, 1]);
    expect(me.role_expired_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // MeEdu's welcome message, then the registration reward's (config credit1_reward.register).
    const messages = (await api.get("/api/v2/member/messages?page=1&page_size=10", res.data.token)).data.data;
    expect(messages.map((m: { data: { message: string } }) => m.data.message).sort()).toEqual(
      ["用户注册成功", "积分变动:20，备注:注册送20积分"].sort(),
    );
    expect((await api.post("/api/v2/login/mobile", { mobile: "13611112222" })).message).toBe("短信验证码错误");
    expect((await api.post("/api/v2/login/mobile", {})).message).toBe("请输入手机号");
  });

  it("registers without returning a token and checks password length", async () => {
    const base = { mobile: "13622223333", mobile_code: "112233" };
    expect((await api.post("/api/v2/register/sms", { ...base, password: "12345" })).message).toBe(
      "密码长度不能少于6个字符",
    );
    expect((await api.post("/api/v2/register/sms", { ...base, password: "12345678901234567" })).message).toBe(
      "密码长度不能多于16个字符",
    );
    expect(
      (await api.post("/api/v2/register/sms", { ...base, mobile_code: "000000", password: "secret66" })).message,
    ).toBe("短信验证码错误");
    expect(await api.post("/api/v2/register/sms", { ...base, password: "secret66" })).toEqual({
      code: 0,
      message: "",
      data: [],
    });
    expect((await api.post("/api/v2/register/sms", { ...base, password: "secret66" })).message).toBe("手机号已存在");
    const token = await api.login("13622223333", "secret66");
    expect((await api.get("/api/v2/member/detail", token)).data.is_password_set).toBe(1);
  });

  it("reads a password of spaces only as none, as Laravel's required does (请输入密码)", async () => {
    const spaces = "        ";
    expect(
      (await api.post("/api/v2/register/sms", { mobile: "13622224444", mobile_code: "112233", password: spaces }))
        .message,
    ).toBe("请输入密码");
    expect((await api.post("/api/v2/login/password", { mobile: DEMO_MOBILE, password: "   " })).message).toBe(
      "请输入密码",
    );
  });

  it("resets a password with an SMS code", async () => {
    expect((await api.post("/api/v2/password/reset", {})).message).toBe("请输入手机号,请输入短信验证码,请输入密码");
    expect(
      (await api.post("/api/v2/password/reset", { mobile: "13000000002", mobile_code: "112233", password: "secret12" }))
        .message,
    ).toBe("手机号不存在");
    await api.post("/api/v2/login/mobile", { mobile: "13633334444", mobile_code: "112233" });
    expect(
      (await api.post("/api/v2/password/reset", { mobile: "13633334444", mobile_code: "112233", password: "abcdef" }))
        .code,
    ).toBe(0);
    const token = await api.login("13633334444", "abcdef");
    expect((await api.get("/api/v2/member/detail", token)).data.is_password_set).toBe(1);
  });

  it("revokes the token on logout", async () => {
    const token = await api.login();
    const other = await api.login();
    expect(await api.post("/api/v2/logout", undefined, token)).toEqual({ code: 0, message: "", data: [] });
    expect(await api.get("/api/v2/member/detail", token)).toEqual({ code: 401, message: "请登录", data: [] });
    expect((await api.post("/api/v2/logout", undefined, token)).code).toBe(401);
    expect((await api.get("/api/v2/member/detail", other)).code).toBe(0);
  });

  it("answers 401 请登录 for missing, tampered and expired tokens and for ?token=", async () => {
    const token = await api.login();
    expect(await api.get("/api/v2/member/detail")).toEqual({ code: 401, message: "请登录", data: [] });
    expect((await api.get("/api/v2/member/detail", `${token.slice(0, -2)}xx`)).code).toBe(401);
    expect((await api.get("/api/v2/member/detail", "not-a-jwt")).code).toBe(401);
    // Only the Authorization header carries tokens: URLs leak into logs, history and Referer.
    expect(await api.get(`/api/v2/member/detail?token=${token}`)).toEqual({ code: 401, message: "请登录", data: [] });
    expect((await api.get(`/api/v2/course/3?token=${token}`)).data.isBuy).toBe(false);
    expect((await api.get("/api/v2/course/3", token)).data.isBuy).toBe(true);
    api.advance(14 * 24 * 3600 * 1000 + 1000);
    expect((await api.get("/api/v2/member/detail", token)).code).toBe(401);
  });
});
