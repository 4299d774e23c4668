import sharp from "sharp";
import { createTestApi, type TestApi } from "../test-support/harness";

describe("image captcha", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ testHooks: true });
  });
  afterAll(() => api.close());

  const newCaptcha = async () => {
    const res = await api.get("/api/v2/captcha/image");
    const answer = (await api.get(`/__test/captcha?key=${encodeURIComponent(res.data.key)}`)).data.answer as string;
    return { ...res.data, answer } as { key: string; img: string; sensitive: boolean; answer: string };
  };
  const sendSms = (body: Record<string, string>) => api.post("/api/v2/captcha/sms", { scene: "login", ...body });

  it("returns a real 120×48 PNG data URL with an opaque key", async () => {
    const { key, img, sensitive, answer } = await newCaptcha();
    expect(sensitive).toBe(false);
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect(img.startsWith("data:image/png;base64,")).toBe(true);
    const meta = await sharp(Buffer.from(img.split(",")[1], "base64")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 120, 48]);
    expect(answer).toMatch(/^[2346789abcdefghmnpqrtuxyz]{4}$/);
  });

  it("checks case-insensitively and only once, right or wrong", async () => {
    const right = await newCaptcha();
    expect(
      await sendSms({ mobile: "13711112222", image_key: right.key, image_captcha: right.answer.toUpperCase() }),
    ).toEqual({
      code: 0,
      message: "",
      data: [],
    });
    expect((await sendSms({ mobile: "13711112222", image_key: right.key, image_captcha: right.answer })).message).toBe(
      "图形验证码错误",
    );

    const wrong = await newCaptcha();
    expect((await sendSms({ mobile: "13711112222", image_key: wrong.key, image_captcha: "zzzz" })).message).toBe(
      "图形验证码错误",
    );
    expect((await sendSms({ mobile: "13711112222", image_key: wrong.key, image_captcha: wrong.answer })).message).toBe(
      "图形验证码错误",
    );
  });

  it("expires after 300 s", async () => {
    const c = await newCaptcha();
    api.advance(301_000);
    expect((await sendSms({ mobile: "13711112222", image_key: c.key, image_captcha: c.answer })).message).toBe(
      "图形验证码错误",
    );
  });

  it("validates the SMS request fields and scene", async () => {
    expect((await api.post("/api/v2/captcha/sms", {})).message).toBe("请输入手机号,请输入图形验证码,参数错误");
    const c = await newCaptcha();
    expect((await sendSms({ mobile: "1", image_key: c.key, image_captcha: c.answer, scene: "hack" })).message).toBe(
      "参数错误",
    );
  });

  it("logs the demo code and exposes it through the test hook", async () => {
    const c = await newCaptcha();
    await sendSms({ mobile: "13722223333", image_key: c.key, image_captcha: c.answer, scene: "register" });
    const code = (await api.get("/__test/sms?mobile=13722223333")).data.code as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(api.logs).toContain(`[demo-sms] mobile=13722223333 scene=register code=${code}`);
    expect((await api.get("/__test/sms?mobile=13000000000")).code).toBe(404);
  });
});

describe("SMS codes", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ testHooks: true });
  });
  afterAll(() => api.close());

  const send = async (mobile: string, scene = "login") => {
    const { key } = (await api.get("/api/v2/captcha/image")).data;
    const answer = (await api.get(`/__test/captcha?key=${encodeURIComponent(key)}`)).data.answer;
    expect((await api.post("/api/v2/captcha/sms", { mobile, image_key: key, image_captcha: answer, scene })).code).toBe(
      0,
    );
    return (await api.get(`/__test/sms?mobile=${mobile}`)).data.code as string;
  };
  const mobileLogin = (mobile: string, code: string) => api.post("/api/v2/login/mobile", { mobile, mobile_code: code });

  it("is single-use and keyed by mobile only (a login code works for reset)", async () => {
    const code = await send("13800138000", "login");
    const reset = { mobile: "13800138000", mobile_code: code, password: "meedu123" };
    expect(await api.post("/api/v2/password/reset", reset)).toEqual({ code: 0, message: "", data: [] });
    expect((await api.post("/api/v2/password/reset", reset)).message).toBe("短信验证码错误");
  });

  it("rejects a wrong code and deletes the code after more than 10 wrong checks", async () => {
    const code = await send("13733334444");
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 10; i++) expect((await mobileLogin("13733334444", wrong)).message).toBe("短信验证码错误");
    expect((await mobileLogin("13733334444", code)).code).toBe(0);

    const next = await send("13733334444");
    for (let i = 0; i < 11; i++) await mobileLogin("13733334444", wrong);
    expect((await mobileLogin("13733334444", next)).message).toBe("短信验证码错误");
  });

  it("expires after 300 s", async () => {
    const code = await send("13744445555");
    api.advance(300_001);
    expect((await mobileLogin("13744445555", code)).message).toBe("短信验证码错误");
  });

  it("accepts 112233 for any mobile in demo mode", async () => {
    expect((await mobileLogin("13755556666", "112233")).code).toBe(0);
    expect((await mobileLogin("13755556666", "112233")).code).toBe(0);
    expect((await mobileLogin("13755556666", "")).message).toBe("短信验证码错误");
  });
});

describe("SMS without demo mode", () => {
  it("cannot send (no gateway) and does not accept 112233", async () => {
    const api = await createTestApi({ demoMode: false, testHooks: true });
    try {
      const { key } = (await api.get("/api/v2/captcha/image")).data;
      const answer = (await api.get(`/__test/captcha?key=${encodeURIComponent(key)}`)).data.answer;
      expect(
        await api.post("/api/v2/captcha/sms", {
          mobile: "13766667777",
          image_key: key,
          image_captcha: answer,
          scene: "login",
        }),
      ).toEqual({ code: 1, message: "错误", data: [] });
      expect((await api.post("/api/v2/login/mobile", { mobile: "13766667777", mobile_code: "112233" })).message).toBe(
        "短信验证码错误",
      );
      expect(api.logs).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
