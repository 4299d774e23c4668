/** @jest-environment node */
import { retryAfterSeconds, throttledAnswer } from "../server/proxy/throttled-answer";

describe("the /api proxy's answer when MeEdu throttles the site", () => {
  it("is 503 with Retry-After and one Chinese envelope message, never cached", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = throttledAnswer("GET", "v2/member/detail", null);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ code: 429, message: "服务繁忙，请稍后再试", data: [] });
    expect(warn.mock.calls[0][0]).toMatch(/^\[降级\] 转发 GET \/api\/v2\/member\/detail失败（MeEdu 限流/);
    warn.mockRestore();
  });

  it("passes on the backend's own Retry-After", () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(throttledAnswer("POST", "v3/order", "42").headers.get("retry-after")).toBe("42");
  });
});

describe("retryAfterSeconds", () => {
  const now = Date.parse("2026-05-01T00:00:00Z");
  it("reads seconds or an HTTP date, else 30", () => {
    expect(retryAfterSeconds("17", now)).toBe(17);
    expect(retryAfterSeconds(" 5 ", now)).toBe(5);
    expect(retryAfterSeconds("Fri, 01 May 2026 00:01:00 GMT", now)).toBe(60);
    for (const value of [null, "", "0", "-3", "soon", "1.5", "Fri, 01 May 2026 00:00:00 GMT", "99999999"]) {
      expect(retryAfterSeconds(value, now)).toBe(30);
    }
  });
});
