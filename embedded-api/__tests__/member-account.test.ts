import { createTestApi, DEMO_MOBILE, type Json, type TestApi } from "../test-support/harness";
import { newMember } from "../test-support/learning";

describe("member account actions", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const send = async (method: "PUT" | "DELETE", url: string, token: string, payload?: object) => {
    const res = await api.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const userOf = (id: number) => api.db.prepare("SELECT * FROM users WHERE id = ?").get(id) as Record<string, never>;

  it("requires a token", async () => {
    expect((await api.post("/api/v2/member/detail/nickname", { nick_name: "x" })).code).toBe(401);
    expect((await api.post("/api/v3/member/destroy")).code).toBe(401);
  });

  it("nickname: required, once only, unique, at most 24 characters", async () => {
    const m = await newMember(api, "13700000040");
    expect((await api.post("/api/v2/member/detail/nickname", {}, m.token)).message).toBe("请输入昵称");
    expect((await api.post("/api/v2/member/detail/nickname", { nick_name: "演示学员" }, m.token)).message).toBe(
      "昵称已经存在",
    );
    expect((await api.post("/api/v2/member/detail/nickname", { nick_name: "长".repeat(25) }, m.token)).message).toBe(
      "错误",
    );
    expect(await api.post("/api/v2/member/detail/nickname", { nick_name: "新昵称" }, m.token)).toEqual({
      code: 0,
      message: "",
      data: [],
    });
    const detail = (await api.get("/api/v2/member/detail", m.token)).data;
    expect(detail).toMatchObject({ nick_name: "新昵称", is_set_nickname: 1 });
    expect((await api.post("/api/v2/member/detail/nickname", { nick_name: "再改" }, m.token)).message).toBe(
      "当前用户已配置昵称",
    );
  });

  it("password: fields, SMS code first, then the member's own mobile", async () => {
    const m = await newMember(api, "13700000041");
    const setPassword = (body: Json) => api.post("/api/v2/member/detail/password", body, m.token);
    expect((await setPassword({})).message).toBe("请输入手机号,请输入短信验证码,请输入密码");
    expect((await setPassword({ mobile: "13700000041", mobile_code: "000000", password: "secret12" })).message).toBe(
      "短信验证码错误",
    );
    expect((await setPassword({ mobile: "13700000099", mobile_code: "112233", password: "secret12" })).message).toBe(
      "请绑定手机号",
    );
    const res = await setPassword({ mobile: "13700000041", mobile_code: "112233", password: "newpass1" });
    expect(res).toEqual({ code: 0, message: "", data: [] });
    expect(userOf(m.id).is_password_set).toBe(1);
    expect((await api.get("/api/v2/member/detail", m.token)).code).toBe(0); // the token used for the change stays valid
    expect(await api.login("13700000041", "newpass1")).toEqual(expect.any(String));
  });

  it("verify → sign (1 h) → change mobile, with the contract's check order", async () => {
    const m = await newMember(api, "13700000042");
    expect(
      (await api.post("/api/v2/member/verify", { mobile: "13700000042", mobile_code: "000000" }, m.token)).message,
    ).toBe("短信验证码错误");
    expect(
      (await api.post("/api/v2/member/verify", { mobile: "13700000043", mobile_code: "112233" }, m.token)).message,
    ).toBe("参数错误");
    const { sign } = (
      await api.post("/api/v2/member/verify", { mobile: "13700000042", mobile_code: "112233" }, m.token)
    ).data;
    expect(typeof sign).toBe("string");

    expect((await send("PUT", "/api/v2/member/mobile", m.token, {})).message).toBe("请输入手机号,请输入短信验证码");
    expect(
      (
        await send("PUT", "/api/v2/member/mobile", m.token, {
          mobile: "13700000044",
          mobile_code: "112233",
          sign: "bad",
        })
      ).message,
    ).toBe("参数错误");
    expect(
      (await send("PUT", "/api/v2/member/mobile", m.token, { mobile: "13700000044", mobile_code: "000000", sign }))
        .message,
    ).toBe("短信验证码错误");
    expect(
      (await send("PUT", "/api/v2/member/mobile", m.token, { mobile: DEMO_MOBILE, mobile_code: "112233", sign }))
        .message,
    ).toBe("手机号已存在");
    expect(
      await send("PUT", "/api/v2/member/mobile", m.token, { mobile: "13700000044", mobile_code: "112233", sign }),
    ).toEqual({ code: 0, message: "", data: [] });
    expect(userOf(m.id).mobile).toBe("13700000044");

    api.advance(3601 * 1000);
    expect(
      (await send("PUT", "/api/v2/member/mobile", m.token, { mobile: "13700000045", mobile_code: "112233", sign }))
        .message,
    ).toBe("参数错误");
  });

  it("unbinds qq / wechat; other apps are 参数错误; unbound is a silent success", async () => {
    const m = await newMember(api, "13700000046");
    api.db
      .prepare(
        "INSERT INTO socialite (user_id, app, app_user_id, created_at, updated_at) VALUES (?, 'qq', 'openid-46', '2024-01-01 00:00:00', '2024-01-01 00:00:00')",
      )
      .run(m.id);
    expect((await api.get("/api/v2/member/detail", m.token)).data.is_bind_qq).toBe(1);
    expect(await send("DELETE", "/api/v2/member/socialite/qq", m.token)).toEqual({ code: 0, message: "", data: [] });
    expect((await api.get("/api/v2/member/detail", m.token)).data.is_bind_qq).toBe(0);
    expect((await send("DELETE", "/api/v2/member/socialite/wechat", m.token)).code).toBe(0);
    expect((await send("DELETE", "/api/v2/member/socialite/weibo", m.token)).message).toBe("参数错误");
  });

  it("destroy: queues a deletion 7 days out, once; the token stays valid; logging in again cancels it", async () => {
    const m = await newMember(api, "13700000047");
    expect(await api.post("/api/v3/member/destroy", undefined, m.token)).toEqual({ code: 0, message: "", data: [] });
    expect((await api.post("/api/v3/member/destroy", undefined, m.token)).message).toBe("用户已申请注销");
    expect((await api.get("/api/v2/member/detail", m.token)).code).toBe(0);
    const job = api.db.prepare("SELECT status FROM user_delete_jobs WHERE user_id = ?").get(m.id);
    expect(job).toEqual({ status: 0 });
    const again = await api.post("/api/v2/login/mobile", { mobile: "13700000047", mobile_code: "112233" });
    expect(again.code).toBe(0);
    expect(api.db.prepare("SELECT status FROM user_delete_jobs WHERE user_id = ?").get(m.id)).toEqual({ status: 2 });
    const messages = (await api.get("/api/v2/member/messages?page_size=20", again.data.token)).data.data;
    expect(messages.map((m: { data: { message: string } }) => m.data.message)).toContainEqual(
      expect.stringMatching(/^系统已为您自动取消于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 申请的用户注销申请$/),
    );
    expect((await api.post("/api/v3/member/destroy", undefined, m.token)).code).toBe(0);
  });

  it("agreement/agree answers []", async () => {
    const m = await newMember(api, "13700000048");
    expect(await api.post("/api/v2/member/agreement/agree", undefined, m.token)).toEqual({
      code: 0,
      message: "",
      data: [],
    });
  });
});
