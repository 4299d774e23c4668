import { apiBase, BROWSER_API_BASE } from "../api/base-url";
import { apiEnvelope, apiRequest, configureBrowserApi, REQUEST_TIMEOUT_MS } from "../api/client";
import { ApiError } from "../api/errors";
import { htmlResponse, jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";

const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  configureBrowserApi(hooks);
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("envelope rules", () => {
  it("resolves with data on code 0, and passes [] through", async () => {
    mockFetch(
      jsonResponse({ code: 0, message: "", data: { id: 7 } }),
      jsonResponse({ code: 0, message: "", data: [] }),
    );
    await expect(apiRequest("v2/a")).resolves.toEqual({ id: 7 });
    await expect(apiRequest("v2/b")).resolves.toEqual([]);
  });

  it("rejects a business error with the server message and shows the toast", async () => {
    mockFetch(jsonResponse({ code: 1, message: "余额不足", data: [] }));
    const error = await rejection(apiRequest("v2/a"));
    expect(error).toMatchObject({ kind: "business", code: 1, message: "余额不足" });
    expect(hooks.onBusinessError).toHaveBeenCalledWith("余额不足");
  });

  it("keeps 请勿重复绑定 silent but still rejects", async () => {
    mockFetch(jsonResponse({ code: 1, message: "请勿重复绑定", data: [] }));
    expect(await rejection(apiRequest("v2/a"))).toMatchObject({ kind: "business", message: "请勿重复绑定" });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it("suppresses the toast when the caller passes silent", async () => {
    mockFetch(jsonResponse({ code: 1, message: "验证码错误", data: [] }));
    expect((await rejection(apiRequest("v2/a", { silent: true }))).kind).toBe("business");
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it("maps envelope code 404 to kind not-found", async () => {
    mockFetch(jsonResponse({ code: 404, message: "课程不存在", data: [] }));
    expect(await rejection(apiRequest("v2/course/9"))).toMatchObject({ kind: "not-found", code: 404 });
  });

  it("treats envelope code 401 as unauthorized with 请重新登录", async () => {
    mockFetch(jsonResponse({ code: 401, message: "Unauthenticated.", data: [] }));
    const error = await rejection(apiRequest("v2/member/detail"));
    expect(error).toMatchObject({ kind: "unauthorized", code: 401, message: "请重新登录" });
    expect(hooks.onUnauthorized).toHaveBeenCalledWith("请重新登录");
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it("treats HTTP 401 the same way", async () => {
    mockFetch(htmlResponse(401));
    const error = await rejection(apiRequest("v2/member/detail"));
    expect(error).toMatchObject({ kind: "unauthorized", message: "请重新登录", httpStatus: 401 });
    expect(hooks.onUnauthorized).toHaveBeenCalledWith("请重新登录");
  });

  it("leaves a 401 of a background read to the caller: no 请重新登录, no redirect hook", async () => {
    mockFetch(jsonResponse({ code: 401, message: "Unauthenticated.", data: [] }), htmlResponse(401));
    expect(await rejection(apiRequest("v2/member/detail", { background: true }))).toMatchObject({
      kind: "unauthorized",
      message: "请重新登录",
    });
    expect(await rejection(apiRequest("v2/member/detail", { background: true }))).toMatchObject({
      kind: "unauthorized",
      httpStatus: 401,
    });
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it("still toasts business errors of a background read unless silent", async () => {
    mockFetch(jsonResponse({ code: 1, message: "失败", data: [] }));
    expect((await rejection(apiRequest("v2/a", { background: true }))).kind).toBe("business");
    expect(hooks.onBusinessError).toHaveBeenCalledWith("失败");
  });

  it("passes HTTP 500 with an HTML body to the caller as a transport error, without hooks", async () => {
    mockFetch(htmlResponse(500));
    expect(await rejection(apiRequest("v2/a"))).toMatchObject({ kind: "transport", httpStatus: 500 });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it("rejects JSON that is not an envelope as transport", async () => {
    mockFetch(jsonResponse({ hello: "world" }), jsonResponse("ok"));
    expect((await rejection(apiRequest("v2/a"))).kind).toBe("transport");
    expect((await rejection(apiRequest("v2/a"))).kind).toBe("transport");
  });

  it("turns network failures and time-outs into transport errors", async () => {
    const timeout = Object.assign(new Error("signal timed out"), { name: "TimeoutError" });
    mockFetch(new TypeError("Failed to fetch"), timeout);
    expect(await rejection(apiRequest("v2/a"))).toMatchObject({ kind: "transport", message: "网络错误，请稍后再试" });
    expect(await rejection(apiRequest("v2/a"))).toMatchObject({ kind: "transport", message: "请求超时，请稍后再试" });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  describe("MeEdu's throttle reads as busy, not as a business error or a signed-out member", () => {
    const BUSY = { kind: "transport", code: 429, message: "服务繁忙，请稍后再试" };

    it("envelope code 429 (MeEdu answers HTTP 200)", async () => {
      mockFetch(jsonResponse({ code: 429, message: "请稍后再试", data: [] }));
      expect(await rejection(apiRequest("v2/a", { background: true }))).toMatchObject(BUSY);
      expect(hooks.onBusinessError).not.toHaveBeenCalled();
      expect(hooks.onUnauthorized).not.toHaveBeenCalled();
      expect(hooks.onBusy).toHaveBeenCalledWith("服务繁忙，请稍后再试");
    });

    it("the /api proxy's 503 saying so, and a bare HTTP 429", async () => {
      mockFetch(jsonResponse({ code: 429, message: "服务繁忙，请稍后再试", data: [] }, 503), htmlResponse(429));
      expect(await rejection(apiRequest("v2/a"))).toMatchObject({ ...BUSY, httpStatus: 503 });
      expect(await rejection(apiEnvelope("v2/a"))).toMatchObject({ ...BUSY, httpStatus: 429 });
      expect(hooks.onBusy).toHaveBeenCalledTimes(2);
    });

    it("leaves the report to a silent caller, and other 503s as they were", async () => {
      mockFetch(jsonResponse({ code: 429, message: "请稍后再试", data: [] }), htmlResponse(503));
      expect(await rejection(apiRequest("v2/a", { silent: true }))).toMatchObject(BUSY);
      expect(hooks.onBusy).not.toHaveBeenCalled();
      expect(await rejection(apiRequest("v2/a"))).toMatchObject({ kind: "transport", code: -1, httpStatus: 503 });
    });
  });

  it("apiEnvelope returns non-zero envelopes without the toast", async () => {
    mockFetch(jsonResponse({ code: 1, message: "失败", data: null }));
    await expect(apiEnvelope("v2/a")).resolves.toEqual({ code: 1, message: "失败", data: null });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });
});

describe("request building", () => {
  it("times out after 15000 ms (see request-deadline.test.ts for the shared render deadline)", async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15000);
    jest.useFakeTimers();
    const fetchMock = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    let error: ApiError | null = null;
    apiRequest("v2/a").catch((reason: ApiError) => (error = reason));
    await jest.advanceTimersByTimeAsync(14_999);
    expect(error).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(error).toMatchObject({ kind: "transport", message: "请求超时，请稍后再试" });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it("never sends a Bearer token from the browser (the /api proxy adds it) and sends the PC platform header", async () => {
    document.cookie = "meedu-user-token=visible-to-scripts-only-in-tests; path=/";
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: null }));
    await apiRequest("v2/member/detail");
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe("/api/v2/member/detail");
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.headers["meedu-platform"]).toBe("PC");
    expect(init.headers.Accept).toBe("application/json");
    document.cookie = "meedu-user-token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  });

  it("sends an explicitly passed token (server callers) as Bearer", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: null }));
    await apiRequest("v2/member/detail", { token: "tok-123" });
    expect(lastRequest(fetchMock).init.headers.Authorization).toBe("Bearer tok-123");
  });

  it("asks for keepalive only when the caller does", async () => {
    const fetchMock = mockFetch(
      jsonResponse({ code: 0, message: "", data: null }),
      jsonResponse({ code: 0, message: "", data: null }),
    );
    await apiRequest("v2/video/1/record", { method: "POST", body: { duration: 3 }, keepalive: true });
    expect(lastRequest(fetchMock).init.keepalive).toBe(true);
    await apiRequest("v2/video/1/record", { method: "POST", body: { duration: 3 } });
    expect(lastRequest(fetchMock).init.keepalive).toBeFalsy();
  });

  it("omits Authorization without a token and sends JSON bodies", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: null }));
    await apiRequest("v2/login/password", { method: "POST", body: { mobile: "13800000000", password: "x" } });
    const { init } = lastRequest(fetchMock);
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.method).toBe("POST");
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ mobile: "13800000000", password: "x" });
  });

  it("builds the query string and skips undefined and null", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: [] }));
    await apiRequest("/v2/courses", {
      query: { page: 2, size: undefined, category_id: null, keywords: "a b", free: false },
    });
    expect(lastRequest(fetchMock).url).toBe("/api/v2/courses?page=2&keywords=a+b&free=false");
  });

  it("always uses the site's own /api/ in the browser, whatever a page script sets", async () => {
    const fetchMock = mockFetch(
      jsonResponse({ code: 0, message: "", data: null }),
      jsonResponse({ code: 0, message: "", data: null }),
    );
    expect(BROWSER_API_BASE).toBe("/api/");
    expect(apiBase()).toBe("/api/");
    await apiRequest("v2/navs");
    expect(lastRequest(fetchMock).url).toBe("/api/v2/navs");
    (window as unknown as Record<string, unknown>).meedu_api_url = "https://api.school.cn/";
    await apiRequest("v2/navs");
    expect(lastRequest(fetchMock).url).toBe("/api/v2/navs");
    delete (window as unknown as Record<string, unknown>).meedu_api_url;
  });
});
