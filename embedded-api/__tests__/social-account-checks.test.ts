import { createTestApi, DEMO_MOBILE, PUBLIC_URL, type TestApi } from "../test-support/harness";
import { postForm, scanAsWechatUser, SOCIAL_ON } from "../test-support/social";

/** A member with a placeholder mobile, created by a first WeChat login. */
async function socialMember(api: TestApi, openid: string): Promise<string> {
  const { code } = await scanAsWechatUser(api, openid);
  return (await api.post("/api/v3/auth/login/code", { code })).data.token;
}

describe("POST /api/v2/member/detail/mobile", () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi({ configOverrides: SOCIAL_ON });
  });
  afterEach(() => api.close());

  it("binds a real mobile to a placeholder account", async () => {
    const token = await socialMember(api, "wx-m1");
    expect(
      await api.post("/api/v2/member/detail/mobile", { mobile: "13500000001", mobile_code: "112233" }, token),
    ).toEqual({ code: 0, message: "", data: [] });
    expect((await api.get("/api/v2/member/detail", token)).data).toMatchObject({
      mobile: "13500000001",
      is_bind_mobile: 1,
    });
    expect(
      (await api.post("/api/v2/member/detail/mobile", { mobile: "13500000002", mobile_code: "112233" }, token)).message,
    ).toBe("已绑定");
  });

  it("checks the fields, the SMS code and uniqueness", async () => {
    const token = await socialMember(api, "wx-m2");
    expect((await api.post("/api/v2/member/detail/mobile", {}, token)).message).toBe("请输入手机号,请输入短信验证码");
    expect(
      (await api.post("/api/v2/member/detail/mobile", { mobile: "13500000003", mobile_code: "1" }, token)).message,
    ).toBe("短信验证码错误");
    expect(
      (await api.post("/api/v2/member/detail/mobile", { mobile: DEMO_MOBILE, mobile_code: "112233" }, token)).message,
    ).toBe("手机号已存在");
    expect(
      (await api.post("/api/v2/member/detail/mobile", { mobile: "13500000003", mobile_code: "112233" })).code,
    ).toBe(401);
  });
});

describe("Tencent face verification", () => {
  let api: TestApi;
  let token: string;
  beforeEach(async () => {
    api = await createTestApi({ configOverrides: SOCIAL_ON });
    token = await api.login();
  });
  afterEach(() => api.close());

  it("starts a session, answers the status-5 quirk until the demo page completes it, then 9", async () => {
    const start = await api.post("/api/v3/member/tencent/faceVerify", { s_url: "PC" }, token);
    expect(start.code).toBe(0);
    expect(Object.keys(start.data)).toEqual(["url", "rule_id", "biz_token", "request_id"]);
    const { url, rule_id, biz_token } = start.data;
    expect(url).toBe(`${PUBLIC_URL}/demo/face-verify?biz_token=${encodeURIComponent(biz_token)}`);

    const poll = `/api/v3/member/tencent/faceVerify?rule_id=${rule_id}&biz_token=${encodeURIComponent(biz_token)}`;
    expect(await api.get(poll, token)).toEqual({ code: { status: 5 }, message: "", data: [] });

    const page = await api.app.inject({ method: "GET", url: new URL(url).pathname + new URL(url).search });
    expect(page.body).toContain("演示：实名认证");
    expect(page.body).toContain("完成认证");
    const empty = await postForm(api, "/demo/face-verify", { biz_token, real_name: "", id_number: "" });
    expect(empty.body).toContain("请填写姓名和身份证号");

    const done = await postForm(api, "/demo/face-verify", {
      biz_token,
      real_name: "张三丰",
      id_number: "110101199001011234",
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`${PUBLIC_URL}/face-verify-success`);
    expect(await api.get(poll, token)).toEqual({ code: 0, message: "", data: { status: 9 } });

    const me = (await api.get("/api/v2/member/detail", token)).data;
    expect(me).toMatchObject({ is_face_verify: true, profile_real_name: "张*丰", profile_id_number: "110101****1234" });
    expect((await api.post("/api/v3/member/tencent/faceVerify", { s_url: "PC" }, token)).message).toBe(
      "当前学员已完成实人认证",
    );
  });

  it("returns to an allowed s_url and refuses any other with 非法的回调地址", async () => {
    const back = await api.post("/api/v3/member/tencent/faceVerify", { s_url: "http://site.test/member" }, token);
    const done = await postForm(api, "/demo/face-verify", {
      biz_token: back.data.biz_token,
      real_name: "张三",
      id_number: "110101199001011234",
    });
    expect(done.headers.location).toBe("http://site.test/member");
    for (const s_url of [
      "https://evil.com/steal",
      "//evil.com",
      "/\\evil.com",
      "javascript:alert(1)",
      "http://site.test@evil.com",
    ]) {
      expect(
        await api.post("/api/v3/member/tencent/faceVerify", { s_url }, await socialMember(api, `wx-${s_url}`)),
      ).toEqual({ code: 1, message: "非法的回调地址", data: [] });
    }
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM face_verifications").get()).toEqual({ n: 1 });
  });

  it("does not verify or redirect for a stored s_url that is no longer allowed", async () => {
    const start = await api.post("/api/v3/member/tencent/faceVerify", { s_url: "PC" }, token);
    api.db
      .prepare("UPDATE face_verifications SET s_url = 'https://evil.com/' WHERE biz_token = ?")
      .run(start.data.biz_token);
    const res = await postForm(api, "/demo/face-verify", {
      biz_token: start.data.biz_token,
      real_name: "张三",
      id_number: "110101199001011234",
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect((await api.get("/api/v2/member/detail", token)).data.is_face_verify).toBe(false);
  });

  it("validates its parameters and keeps sessions per member", async () => {
    expect((await api.post("/api/v3/member/tencent/faceVerify", {}, token)).message).toBe("参数错误");
    expect((await api.get("/api/v3/member/tencent/faceVerify?rule_id=1", token)).message).toBe("参数错误");
    expect((await api.get("/api/v3/member/tencent/faceVerify?rule_id=1&biz_token=x")).code).toBe(401);

    const start = await api.post("/api/v3/member/tencent/faceVerify", { s_url: "PC" }, token);
    await postForm(api, "/demo/face-verify", {
      biz_token: start.data.biz_token,
      real_name: "李四",
      id_number: "440101199001011111",
    });
    const other = await socialMember(api, "wx-face");
    const poll = `/api/v3/member/tencent/faceVerify?rule_id=1&biz_token=${start.data.biz_token}`;
    expect((await api.get(poll, other)).code).toEqual({ status: 5 });
  });

  it("cannot start without demo mode (no FaceID account)", async () => {
    await api.close();
    api = await createTestApi({ demoMode: false });
    token = await api.login();
    expect((await api.post("/api/v3/member/tencent/faceVerify", { s_url: "PC" }, token)).message).toBe(
      "无法发起实名认证",
    );
  });
});

describe("POST /__test/social-user (test hook)", () => {
  it("exists only with test hooks on and creates a placeholder-mobile member", async () => {
    const off = await createTestApi({ configOverrides: SOCIAL_ON });
    expect((await off.post("/__test/social-user", {})).code).toBe(404);
    await off.close();
    const api = await createTestApi({ testHooks: true, configOverrides: SOCIAL_ON });
    const res = await api.post("/__test/social-user", { openid: "wx-hook", nickname: "钩子" });
    expect(res.data.openid).toBe("wx-hook");
    expect((await api.get("/api/v2/member/detail", res.data.token)).data).toMatchObject({
      mobile: res.data.mobile,
      is_bind_mobile: 0,
      is_bind_wechat: 1,
    });
    await api.close();
  });
});

describe("GET /__test/face-session and verified test members", () => {
  it("returns the latest face session of a member and can create verified members", async () => {
    const api = await createTestApi({ testHooks: true, configOverrides: SOCIAL_ON });
    const made = await api.post("/__test/social-user", { app: "qq", mobile: "13500000077", verified: 1 });
    expect((await api.get("/api/v2/member/detail", made.data.token)).data).toMatchObject({
      mobile: "13500000077",
      is_bind_mobile: 1,
      is_bind_qq: 1,
      is_face_verify: true,
    });
    const plain = await api.post("/__test/social-user", {});
    expect((await api.get(`/__test/face-session?mobile=${plain.data.mobile}`)).code).toBe(404);
    const start = await api.post("/api/v3/member/tencent/faceVerify", { s_url: "PC" }, plain.data.token);
    expect((await api.get(`/__test/face-session?mobile=${plain.data.mobile}`)).data).toEqual({
      url: start.data.url,
      biz_token: start.data.biz_token,
    });
    await api.close();
  });
});
