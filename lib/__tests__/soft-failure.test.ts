/** @jest-environment node */
import { ApiError } from "../api/errors";
import { logSoftFailure, softFailureDetail } from "../shared/soft-failure";

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe("logSoftFailure", () => {
  it("writes one console.warn line: what failed, the error, the fallback", () => {
    logSoftFailure("读取友情链接", new ApiError("transport", -1, "请求超时，请稍后再试"), "不显示友情链接");
    expect(warn.mock.calls).toEqual([
      ["[降级] 读取友情链接失败（ApiError transport -1: 请求超时，请稍后再试），改用：不显示友情链接"],
    ]);
  });

  it("names the HTTP status and the innermost cause of an ApiError, without a stack", () => {
    const refused = new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:8000") });
    expect(softFailureDetail(new ApiError("transport", -1, "网络错误，请稍后再试", undefined, refused))).toBe(
      "ApiError transport -1: 网络错误，请稍后再试 (connect ECONNREFUSED 127.0.0.1:8000)",
    );
    expect(softFailureDetail(new ApiError("transport", -1, "服务暂时不可用（HTTP 502）", 502))).toBe(
      "ApiError transport -1 HTTP 502: 服务暂时不可用（HTTP 502）",
    );
  });

  it("gives a network error its cause instead of a stack frame", () => {
    const refused = new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:8000") });
    expect(softFailureDetail(refused)).toBe("TypeError: fetch failed (connect ECONNREFUSED 127.0.0.1:8000)");
  });

  it("gives timeouts and aborts their name and message only", () => {
    expect(softFailureDetail(new DOMException("The operation was aborted due to timeout", "TimeoutError"))).toBe(
      "TimeoutError: The operation was aborted due to timeout",
    );
    expect(softFailureDetail(new DOMException("This operation was aborted", "AbortError"))).toBe(
      "AbortError: This operation was aborted",
    );
  });

  it("gives an unexpected error its top stack frame, still on one line", () => {
    const detail = softFailureDetail(new RangeError("bad\nvalue"));
    expect(detail).toMatch(/^RangeError: bad value at .*soft-failure\.test\.ts:\d+:\d+\)?$/);
    expect(detail).not.toContain("\n");
  });

  it("never prints a token or a session cookie, and keeps long messages short", () => {
    const detail = softFailureDetail(
      new Error(
        'Authorization: Bearer abc.def.ghi; cookie meedu-user-token=abc.def.ghi; body {"token":"abc.def.ghi"} ' +
          "x".repeat(400),
      ),
    );
    expect(detail).not.toContain("abc.def.ghi");
    expect(detail).toContain("Bearer [redacted]");
    expect(detail).toContain("meedu-user-token=[redacted]");
    expect(detail.length).toBeLessThanOrEqual(301);
    expect(detail.endsWith("…")).toBe(true);
  });

  it("describes what is not an Error", () => {
    expect(softFailureDetail("backend said no")).toBe("backend said no");
    expect(softFailureDetail(undefined)).toBe("undefined");
    expect(softFailureDetail({ code: 500 })).toBe("[object Object]");
  });

  it("never throws: not for a hostile error, not when console.warn itself fails", () => {
    const hostile = {
      toString() {
        throw new Error("no");
      },
    };
    expect(() => logSoftFailure("读取导航", hostile, "导航骨架")).not.toThrow();
    expect(warn).toHaveBeenCalledWith("[降级] 读取导航失败（(unreadable error)），改用：导航骨架");

    const getterError = new Error("boom");
    Object.defineProperty(getterError, "message", {
      get() {
        throw new Error("no message");
      },
    });
    expect(() => logSoftFailure("读取导航", getterError, "导航骨架")).not.toThrow();

    warn.mockImplementation(() => {
      throw new Error("stdout closed");
    });
    expect(() => logSoftFailure("读取导航", new Error("x"), "导航骨架")).not.toThrow();
  });
});

describe("repeated failures", () => {
  afterEach(() => jest.useRealTimers());

  it("logs the same failure once per 10 s and counts the repeats into the next line", () => {
    jest.useFakeTimers({ now: new Date("2026-11-23T12:00:00Z") });
    const outage = new ApiError("transport", -1, "网络错误，请稍后再试");
    for (let i = 0; i < 5; i += 1) logSoftFailure("读取网站配置", outage, "默认配置");
    logSoftFailure("读取导航", outage, "不显示导航");
    expect(warn).toHaveBeenCalledTimes(2);

    jest.advanceTimersByTime(10_000);
    logSoftFailure("读取网站配置", outage, "默认配置");
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[2][0]).toBe(
      "[降级] 读取网站配置失败（ApiError transport -1: 网络错误，请稍后再试），改用：默认配置（此前 10 秒内同样失败 4 次）",
    );
  });
});
