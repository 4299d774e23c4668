import { createTestApi, type TestApi } from "../test-support/harness";

// MeEdu 4.9.x checks no mobile format (SmsRequest, MobileLoginRequest, RegisterSmsRequest,
// MobileChangeRequest: `mobile => required` only). What refuses a mobile is its column,
// users.mobile varchar(20) under MySQL's strict mode: a bare 错误.
describe("mobiles, as strict as MeEdu", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ testHooks: true });
  });
  afterAll(() => api.close());

  const TOO_LONG = "1".repeat(21);
  const loginBySms = (mobile: string) => api.post("/api/v2/login/mobile", { mobile, mobile_code: "112233" });

  it("sends an SMS code to any mobile (MeEdu's request only says required)", async () => {
    for (const mobile of ["123", "😀", TOO_LONG]) {
      const captcha = (await api.get("/api/v2/captcha/image")).data;
      const answer = (await api.get(`/__test/captcha?key=${encodeURIComponent(captcha.key)}`)).data.answer;
      const sent = await api.post("/api/v2/captcha/sms", {
        mobile,
        image_key: captcha.key,
        image_captcha: answer,
        scene: "login",
      });
      expect(sent).toMatchObject({ code: 0 });
    }
    expect(
      (await api.post("/api/v2/captcha/sms", { image_key: "k", image_captcha: "x", scene: "login" })).message,
    ).toBe("请输入手机号");
  });

  it("registers a short or odd mobile as MeEdu does, as an account that still has to bind one", async () => {
    for (const mobile of ["123", "😀"]) {
      const login = await loginBySms(mobile);
      expect(login.code).toBe(0);
      expect((await api.get("/api/v2/member/detail", login.data.token)).data.is_bind_mobile).toBe(0);
    }
  });

  it("refuses a mobile longer than the 20-character column with 错误, wherever one is stored", async () => {
    const refused = { code: 1, message: "错误", data: [] };
    expect(await loginBySms(TOO_LONG)).toEqual(refused);
    expect(
      await api.post("/api/v2/register/sms", { mobile: TOO_LONG, mobile_code: "112233", password: "secret66" }),
    ).toEqual(refused);
    expect((await loginBySms("😀".repeat(20))).code).toBe(0); // characters, as utf8mb4 counts them

    const placeholder = (await loginBySms("456")).data.token as string;
    expect(
      await api.post("/api/v2/member/detail/mobile", { mobile: TOO_LONG, mobile_code: "112233" }, placeholder),
    ).toEqual(refused);
    expect(
      (await api.post("/api/v2/member/detail/mobile", { mobile: "13700000091", mobile_code: "112233" }, placeholder))
        .code,
    ).toBe(0);

    const member = (await loginBySms("13700000092")).data.token as string;
    const { sign } = (await api.post("/api/v2/member/verify", { mobile: "13700000092", mobile_code: "112233" }, member))
      .data;
    const change = await api.app.inject({
      method: "PUT",
      url: "/api/v2/member/mobile",
      payload: { mobile: TOO_LONG, mobile_code: "112233", sign },
      headers: { authorization: `Bearer ${member}` },
    });
    expect(change.json()).toEqual(refused);
  });
});
