import { createTestApi, type TestApi } from "../test-support/harness";

const FIFTEEN_DAYS = String(15 * 24 * 3600);

describe("CORS (open on /api/* like MeEdu)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const options = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: "OPTIONS", url, headers });

  it("echoes the preflight's method and headers, with a 15-day cache", async () => {
    const res = await options("/api/v2/member/mobile", {
      origin: "http://site.test",
      "access-control-request-method": "PUT",
      "access-control-request-headers": "authorization,meedu-platform",
    });
    expect(res.statusCode).toBe(204);
    expect(res.payload).toBe("");
    expect(res.headers).toMatchObject({
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "PUT",
      "access-control-allow-headers": "authorization,meedu-platform",
      "access-control-max-age": FIFTEEN_DAYS,
    });
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("answers any OPTIONS under /api/ as a preflight, even without CORS request headers or a route", async () => {
    for (const url of ["/api/v3/status", "/api/v2/nope"]) {
      const res = await options(url);
      expect([res.statusCode, res.headers["access-control-allow-origin"]]).toEqual([204, "*"]);
      expect(res.headers["access-control-allow-methods"]).toBe("GET, POST, PUT, DELETE, OPTIONS");
      expect(res.headers["access-control-allow-headers"]).toBeUndefined();
    }
  });

  it("allows any origin on /api/ answers, errors included", async () => {
    for (const url of ["/api/v3/status", "/api/v2/nope", "/api/v2/member/detail"]) {
      const res = await api.app.inject({ method: "GET", url, headers: { origin: "https://elsewhere.example" } });
      expect([url, res.headers["access-control-allow-origin"]]).toEqual([url, "*"]);
    }
  });

  it("leaves other paths alone", async () => {
    const image = await api.app.inject({
      method: "GET",
      url: "/images/logo.svg",
      headers: { origin: "http://site.test" },
    });
    expect(image.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await options("/images/logo.svg", {
      origin: "http://site.test",
      "access-control-request-method": "GET",
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.json()).toEqual({ code: 404, message: "路由不存在", data: [] });
  });
});
