import { configureBrowserApi } from "../api/client";
import { exchangeLoginCode, queryWechatScan, registerWithSocialite, requestWechatQr } from "../api/social-auth";
import { jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";

const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  configureBrowserApi(hooks);
});

describe("social sign-in calls", () => {
  it("asks for a login QR and reads url, key and expire", async () => {
    const fetchMock = mockFetch(
      jsonResponse({ code: 0, message: "", data: { url: "https://a/p", expire: 1700000300, key: "K" } }),
    );
    await expect(requestWechatQr()).resolves.toEqual({ url: "https://a/p", key: "K", expire: 1700000300 });
    expect(JSON.parse(String(lastRequest(fetchMock).init.body))).toEqual({ action: "login" });
  });

  it("polls the scan silently", async () => {
    const fetchMock = mockFetch(
      jsonResponse({ code: 0, message: "", data: { code: "0" } }),
      jsonResponse({ code: 1, message: "参数错误", data: [] }),
    );
    await expect(queryWechatScan("K")).resolves.toBe("0");
    expect(lastRequest(fetchMock).url).toBe("/api/v3/auth/login/wechat-scan/query?key=K");
    await expect(queryWechatScan("K")).rejects.toMatchObject({ message: "参数错误" });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it("tells a signed-in answer (the proxy stripped the token) from a bind_mobile answer", async () => {
    const fetchMock = mockFetch(
      jsonResponse({ code: 0, message: "", data: { success: 1 } }),
      jsonResponse({ code: 0, message: "", data: { success: 0, action: "bind_mobile", code: "C2" } }),
      jsonResponse({ code: 0, message: "", data: { success: 0, action: "bind_mobile" } }),
    );
    await expect(exchangeLoginCode({ code: "C", msv: "7" })).resolves.toEqual({ kind: "signed-in" });
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe("/api/v3/auth/login/code");
    expect(init.method).toBe("POST");
    expect(init.headers.Authorization).toBeUndefined();
    expect(JSON.parse(String(init.body))).toEqual({ code: "C", msv: "7" });
    await expect(exchangeLoginCode({ code: "C", msv: "" })).resolves.toEqual({ kind: "bind-mobile", code: "C2" });
    // Without a new code in the answer, the one sent is kept for the bind.
    await expect(exchangeLoginCode({ code: "C", msv: "" })).resolves.toEqual({ kind: "bind-mobile", code: "C" });
  });

  it("rejects an answer that neither signs in nor asks for a mobile", async () => {
    mockFetch(jsonResponse({ code: 0, message: "", data: { success: 0 } }));
    await expect(exchangeLoginCode({ code: "C", msv: "" })).rejects.toThrow("登录失败，请稍后再试");
  });

  it("registers with the social code and resolves once signed in", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: {} }));
    const input = { mobile: "13600000000", code: "C", mobile_code: "112233", msv: "9" };
    await expect(registerWithSocialite(input)).resolves.toBeUndefined();
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe("/api/v3/auth/register/withSocialite");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(input);
  });

  it("rejects a refused social registration with the server message", async () => {
    mockFetch(jsonResponse({ code: 1, message: "短信验证码错误", data: [] }));
    const input = { mobile: "13600000000", code: "C", mobile_code: "000000", msv: "9" };
    await expect(registerWithSocialite(input)).rejects.toMatchObject({ kind: "business", message: "短信验证码错误" });
    expect(hooks.onBusinessError).toHaveBeenCalledWith("短信验证码错误");
  });
});
