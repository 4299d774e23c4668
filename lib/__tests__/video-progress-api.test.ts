import { configureBrowserApi } from "../api/client";
import { reportProgress, reportProgressOnLeave } from "../api/video";
import { jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";

const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  configureBrowserApi(hooks);
});

afterAll(() => configureBrowserApi(null));

describe("progress reports", () => {
  it("reports whole seconds through /api, silently", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 1, message: "请购买后观看", data: [] }));
    await expect(reportProgress(21, 14.9)).rejects.toMatchObject({ kind: "business" });
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe("/api/v2/video/21/record");
    expect(JSON.parse(String(init.body))).toEqual({ duration: 14 });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it("on leave sends a keepalive request through /api with the session cookie, no token from scripts", () => {
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: [] }));
    reportProgressOnLeave(21, 8.7);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe("/api/v2/video/21/record");
    expect(init.method).toBe("POST");
    expect(init.keepalive).toBe(true);
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.headers["meedu-platform"]).toBe("PC");
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ duration: 8 });
  });

  it("on leave sends nothing for less than a second", () => {
    const fetchMock = mockFetch();
    reportProgressOnLeave(21, 0.9);
    reportProgressOnLeave(21, 0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("on leave swallows network and business failures without toasts or unhandled rejections", async () => {
    const fetchMock = mockFetch(new TypeError("Failed to fetch"), jsonResponse({ code: 1, message: "失败", data: [] }));
    const unhandled = jest.fn();
    process.on("unhandledRejection", unhandled);
    reportProgressOnLeave(21, 5);
    reportProgressOnLeave(21, 6);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off("unhandledRejection", unhandled);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
