import { checkFaceVerify, faceStatusOf, startFaceVerify } from "../api/account-checks";
import { configureBrowserApi } from "../api/client";
import { ApiError } from "../api/errors";
import { jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";

const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  configureBrowserApi(hooks);
});

describe("face verification status (the code:{status:5} quirk)", () => {
  it("reads 9 from a successful answer and 5 from the object code", () => {
    expect(faceStatusOf({ code: 0, message: "", data: { status: 9 } })).toBe(9);
    expect(faceStatusOf({ code: { status: 5 }, message: "", data: [] })).toBe(5);
    expect(faceStatusOf({ code: 0, message: "", data: [] })).toBe(5);
  });

  it("turns other codes into a business error", () => {
    expect(() => faceStatusOf({ code: 1, message: "参数错误", data: [] })).toThrow(
      expect.objectContaining({ kind: "business", code: 1, message: "参数错误" }),
    );
  });

  it("polls GET with rule_id and biz_token and never toasts", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: { status: 5 }, message: "", data: [] }));
    await expect(checkFaceVerify({ ruleId: "1", bizToken: "B-1" })).resolves.toBe(5);
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe("/api/v3/member/tencent/faceVerify?rule_id=1&biz_token=B-1");
    expect(init.method).toBe("GET");
    // The browser never holds the token: the /api proxy adds Bearer from the HttpOnly cookie.
    expect(init.headers.Authorization).toBeUndefined();
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it("starts a session with s_url PC and normalises it", async () => {
    const fetchMock = mockFetch(
      jsonResponse({
        code: 0,
        message: "",
        data: { url: "https://f/x", rule_id: "1", biz_token: "B", request_id: "r" },
      }),
    );
    await expect(startFaceVerify("server-token")).resolves.toEqual({ url: "https://f/x", ruleId: "1", bizToken: "B" });
    const { init } = lastRequest(fetchMock);
    expect(JSON.parse(String(init.body))).toEqual({ s_url: "PC" });
    expect(init.headers.Authorization).toBe("Bearer server-token");
  });

  it("reports a refused start with the server message, silently", async () => {
    mockFetch(jsonResponse({ code: 1, message: "无法发起实名认证", data: [] }));
    await expect(startFaceVerify()).rejects.toEqual(new ApiError("business", 1, "无法发起实名认证"));
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });
});
