import { createTestApi, DEMO_MOBILE, type Json, type TestApi } from "../test-support/harness";
import { courseIdOf, newMember } from "../test-support/learning";

describe("inputs read as MeEdu reads them", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ testHooks: true });
  });
  afterAll(() => api.close());

  const put = async (url: string, token: string, payload: object) =>
    (await api.app.inject({ method: "PUT", url, payload, headers: { authorization: `Bearer ${token}` } })).json();
  const storeCode = (mobile: string, code: string) =>
    api.db
      .prepare(
        `INSERT INTO sms_codes (mobile, code, scene, expires_at, wrong_attempts) VALUES (?, ?, 'login', ?, 0)
       ON CONFLICT (mobile) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at, wrong_attempts = 0`,
      )
      .run(mobile, code, Date.now() + 3_600_000);

  it("never matches a mobile_code sent as a JSON number (MeEdu compares strings with ===), on all eight endpoints", async () => {
    const member = await newMember(api, "13700000070");
    const sign = (
      await api.post("/api/v2/member/verify", { mobile: "13700000070", mobile_code: "112233" }, member.token)
    ).data.sign;
    expect(sign).toEqual(expect.any(String));
    const calls: Array<() => Promise<Json>> = [
      () => api.post("/api/v2/login/mobile", { mobile: "13700000071", mobile_code: 112233 }),
      () => api.post("/api/v2/register/sms", { mobile: "13700000072", mobile_code: 112233, password: "secret12" }),
      () => api.post("/api/v2/password/reset", { mobile: DEMO_MOBILE, mobile_code: 112233, password: "secret12" }),
      () =>
        api.post(
          "/api/v2/member/detail/password",
          { mobile: "13700000070", mobile_code: 112233, password: "secret12" },
          member.token,
        ),
      () => api.post("/api/v2/member/detail/mobile", { mobile: "13700000073", mobile_code: 112233 }, member.token),
      () => api.post("/api/v2/member/verify", { mobile: "13700000070", mobile_code: 112233 }, member.token),
      () => put("/api/v2/member/mobile", member.token, { mobile: "13700000074", mobile_code: 112233, sign }),
      () =>
        api.post("/api/v3/auth/register/withSocialite", { mobile: "13700000075", code: "any", mobile_code: 112233 }),
    ];
    for (const call of calls) expect(await call()).toEqual({ code: 1, message: "短信验证码错误", data: [] });

    storeCode("13700000076", "012345");
    expect((await api.post("/api/v2/login/mobile", { mobile: "13700000076", mobile_code: 12345 })).message).toBe(
      "短信验证码错误",
    );
    expect((await api.post("/api/v2/login/mobile", { mobile: "13700000076", mobile_code: "012345" })).code).toBe(0);
    storeCode("13700000077", "654321");
    expect((await api.post("/api/v2/login/mobile", { mobile: "13700000077", mobile_code: 654321 })).message).toBe(
      "短信验证码错误",
    );
    expect((await api.post("/api/v2/login/mobile", { mobile: "13700000077", mobile_code: " 654321 " })).code).toBe(0);
  });

  it("compares the member's mobile with !== too: a JSON number is not the member's mobile", async () => {
    const member = await newMember(api, "13700000080");
    expect(
      (
        await api.post(
          "/api/v2/member/detail/password",
          { mobile: 13700000080, mobile_code: "112233", password: "secret12" },
          member.token,
        )
      ).message,
    ).toBe("请绑定手机号");
    expect(
      (await api.post("/api/v2/member/verify", { mobile: 13700000080, mobile_code: "112233" }, member.token)).message,
    ).toBe("参数错误");
  });

  it("refuses changing to the member's own current mobile with 手机号已存在", async () => {
    const member = await newMember(api, "13700000081");
    const sign = (
      await api.post("/api/v2/member/verify", { mobile: "13700000081", mobile_code: "112233" }, member.token)
    ).data.sign;
    expect(
      await put("/api/v2/member/mobile", member.token, { mobile: "13700000081", mobile_code: "112233", sign }),
    ).toEqual({ code: 1, message: "手机号已存在", data: [] });
  });

  it("answers one 参数错误 where MeEdu checks two fields in one if", async () => {
    expect(await api.post("/api/v3/auth/register/withSocialite", {})).toEqual({
      code: 1,
      message: "参数错误",
      data: [],
    });
    expect(await api.post("/api/v3/auth/register/withSocialite", { mobile: "0", code: "x" })).toEqual({
      code: 1,
      message: "参数错误",
      data: [],
    });
    const member = await newMember(api, "13700000082");
    expect(await api.get("/api/v3/member/tencent/faceVerify", member.token)).toEqual({
      code: 1,
      message: "参数错误",
      data: [],
    });
  });

  it("resets a password with a code sent for the login scene: MeEdu keys codes by mobile only", async () => {
    const captcha = (await api.get("/api/v2/captcha/image")).data;
    const { answer } = (await api.get(`/__test/captcha?key=${encodeURIComponent(captcha.key)}`)).data;
    const mobile = "13700000083";
    await newMember(api, mobile);
    expect(
      (await api.post("/api/v2/captcha/sms", { mobile, image_key: captcha.key, image_captcha: answer, scene: "login" }))
        .code,
    ).toBe(0);
    const { code } = (await api.get(`/__test/sms?mobile=${mobile}`)).data;
    expect(await api.post("/api/v2/password/reset", { mobile, mobile_code: code, password: "secret12" })).toEqual({
      code: 0,
      message: "",
      data: [],
    });
  });

  describe("comments, as MeEdu's CommentRequest (required|integer, required|max:140)", () => {
    let token: string;
    let course: number;
    beforeAll(async () => {
      token = (await newMember(api, "13700000090")).token;
      course = courseIdOf(api, "python-basics");
    });
    const store = (body: object) => api.post("/api/v3/comment/store", body, token);

    it("takes rt and rid as Laravel's integer rule does", async () => {
      expect((await store({ rt: "01", rid: course, content: "好" })).message).toBe("参数错误");
      expect((await store({ rt: "1.5", rid: "1e3", content: "好" })).message).toBe("参数错误,参数错误");
      expect((await store({ rt: [1], rid: course, content: "好" })).message).toBe("参数错误");
      expect((await store({ rt: true, rid: ` ${course} `, content: "好" })).code).toBe(0);
      expect((await store({ rt: "+1", rid: String(course), content: "好" })).code).toBe(0);
    });

    it("counts 140 characters before strip_tags and keeps content that strip_tags empties", async () => {
      expect((await store({ rt: 1, rid: course, content: `<b>${"字".repeat(135)}</b>` })).message).toBe(
        "评论内容最多140个字符",
      );
      const res = await store({ rt: 1, rid: course, content: "<b></b>" });
      expect(res.code).toBe(0);
      expect(await store({ rt: 1, rid: course, content: "   " })).toEqual({
        code: 1,
        message: "请输入评论内容",
        data: [],
      });
    });
  });
});
