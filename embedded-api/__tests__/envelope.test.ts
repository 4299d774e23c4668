import { createTestApi, type TestApi } from "../test-support/harness";

describe("envelope, errors and middleware", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("wraps success in {code:0,message:'',data} and empty success as data []", async () => {
    expect(await api.get("/api/v3/status")).toEqual({ code: 0, message: "", data: [] });
    const links = await api.get("/api/v2/links");
    expect(links.code).toBe(0);
    expect(links.message).toBe("");
  });

  it("answers unknown routes and non-numeric ids with HTTP 200 code 404 路由不存在", async () => {
    for (const url of ["/api/v2/nope", "/api/v2/course/abc", "/api/v2/announcement/1x"]) {
      const res = await api.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 404, message: "路由不存在", data: [] });
    }
  });

  it("answers unknown models with code 404 资源不存在", async () => {
    expect(await api.get("/api/v2/course/99999")).toEqual({ code: 404, message: "资源不存在", data: [] });
    expect(await api.get("/api/v2/announcement/99999")).toEqual({ code: 404, message: "资源不存在", data: [] });
  });

  it("answers a wrong method with code 1 错误 and bad JSON with 错误", async () => {
    expect(await api.post("/api/v2/courses", {})).toEqual({ code: 1, message: "错误", data: [] });
    const res = await api.app.inject({
      method: "POST",
      url: "/api/v2/login/password",
      payload: "{bad",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, message: "错误", data: [] });
  });

  it("joins every failing validation message with a comma", async () => {
    expect(await api.post("/api/v2/login/password", {})).toEqual({
      code: 1,
      message: "请输入手机号,请输入密码",
      data: [],
    });
    expect((await api.post("/api/v2/register/sms", { mobile: "13700000000" })).message).toBe(
      "请输入短信验证码,请输入密码",
    );
  });

  it("accepts form-encoded bodies and JSON with an empty body", async () => {
    const form = await api.app.inject({
      method: "POST",
      url: "/api/v2/login/password",
      payload: "mobile=13800138000&password=meedu123",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.json().code).toBe(0);
    const empty = await api.app.inject({
      method: "POST",
      url: "/api/v2/logout",
      headers: { "content-type": "application/json" },
    });
    expect(empty.json()).toEqual({ code: 401, message: "请登录", data: [] });
  });

  it("answers CORS preflights for /api/*", async () => {
    const res = await api.app.inject({
      method: "OPTIONS",
      url: "/api/v2/login/password",
      headers: {
        origin: "http://site.test",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-headers"]).toBe("authorization,content-type");
  });

  it("does not expose test hooks by default", async () => {
    expect(await api.get("/__test/sms?mobile=13800138000")).toEqual({ code: 404, message: "路由不存在", data: [] });
    expect(await api.get("/__test/captcha?key=x")).toEqual({ code: 404, message: "路由不存在", data: [] });
  });
});
