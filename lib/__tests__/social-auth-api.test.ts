import { configureBrowserApi } from "../api/client";
import { exchangeLoginCode, queryWechatScan, registerWithSocialite, requestWechatQr } from "../api/social-auth";
import { jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";

const hooks = { getToken: jest.fn(() => null), onUnauthorized: jest.fn(), onBusinessError: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  configureBrowserApi(hooks);
});

describe("social sign-in calls", () => {
  it("asks for a login QR and reads url, key and expire", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: { url: "https://a/p", expire: 1700000300, key: "K" } }));
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

  it("tells a token from a bind_mobile answer", async () => {
    mockFetch(
      jsonResponse({ code: 0, message: "", data: { success: 1, token: "T" } }),
      jsonResponse({ code: 0, message: "", data: { success: 0, action: "bind_mobile", code: "C" } }),
    );
    await expect(exchangeLoginCode({ code: "C", msv: "" })).resolves.toEqual({ kind: "token", token: "T" });
    await expect(exchangeLoginCode({ code: "C", msv: "" })).resolves.toEqual({ kind: "bind-mobile", code: "C" });
  });

  it("registers with the social code and returns the token", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: { token: "T2" } }));
    const input = { mobile: "13600000000", code: "C", mobile_code: "112233", msv: "9" };
    await expect(registerWithSocialite(input)).resolves.toBe("T2");
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe("/api/v3/auth/register/withSocialite");
    expect(JSON.parse(String(init.body))).toEqual(input);
  });
});
