import { act, screen, waitFor } from "@testing-library/react";
import { configureBrowserApi } from "@/lib/api/client";
import { jsonResponse } from "@/lib/test-helpers/fetch-mock";
import { renderLogin } from "../__test-utils__/login-harness";
import { resetToasts } from "@/lib/test-helpers/render-with-stores";
import { clearSessionCookies, proxySignsIn, scriptCookieNames } from "../__test-utils__/session-cookies";
import { useAuthDialogStore } from "../auth-dialog-store";
import { reloadPage } from "../browser-navigation";

// The whole browser side of a password login with the real API client: only fetch is faked,
// standing in for the site's /api proxy (which keeps the token in an HttpOnly cookie).

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
jest.mock("../browser-navigation", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));

const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };
const fetchMock = jest.fn();

function proxy(url: string, init: RequestInit) {
  if (url === "/api/v2/captcha/image") return jsonResponse({ code: 0, message: "", data: { key: "k", img: "data:," } });
  if (url === "/api/v2/login/password") {
    // The proxy sets the cookies and strips the token from the answer.
    proxySignsIn();
    return jsonResponse({ code: 0, message: "", data: {} });
  }
  if (url === "/api/v2/member/detail") {
    return jsonResponse({
      code: 0,
      message: "",
      data: { id: 9, nick_name: "小红", avatar: "/a.png", is_face_verify: 1 },
    });
  }
  throw new Error(`unexpected request ${init.method ?? "GET"} ${url}`);
}

beforeEach(() => {
  jest.clearAllMocks();
  resetToasts();
  clearSessionCookies();
  window.history.pushState({}, "", "/courses");
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => proxy(url, init));
  global.fetch = fetchMock as unknown as typeof fetch;
  configureBrowserApi(hooks);
});

afterEach(() => {
  configureBrowserApi(null);
  act(() => useAuthDialogStore.getState().close());
});

describe("password login against the /api proxy", () => {
  it("does not touch the token from JS and loads the member through /api", async () => {
    const user = renderLogin();
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("密码"), "secret1{Enter}");

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("user")).toHaveTextContent("小红");
    expect(screen.getByTestId("session-marker")).toHaveTextContent("signed-in");

    const calls = fetchMock.mock.calls as Array<[string, RequestInit & { headers: Record<string, string> }]>;
    const paths = calls.map(([url]) => url);
    expect(paths.indexOf("/api/v2/login/password")).toBeLessThan(paths.indexOf("/api/v2/member/detail"));
    for (const [url, init] of calls) {
      expect(url.startsWith("/api/")).toBe(true);
      expect(init.headers.Authorization).toBeUndefined();
    }
    const login = calls.find(([url]) => url === "/api/v2/login/password")!;
    expect(JSON.parse(String(login[1].body))).toEqual({ mobile: "13800000000", password: "secret1" });
    // Only the proxy's readable marker is there; no script wrote a token cookie.
    expect(scriptCookieNames()).toEqual(["meedu-signed-in"]);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it("a refused login loads no member and leaves no session behind", async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
      url === "/api/v2/login/password"
        ? jsonResponse({ code: 1, message: "手机号或密码错误", data: [] })
        : proxy(url, init),
    );
    const user = renderLogin();
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("密码"), "wrong{Enter}");

    await waitFor(() => expect(hooks.onBusinessError).toHaveBeenCalledWith("手机号或密码错误"));
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/v2/member/detail");
    expect(screen.getByTestId("user")).toHaveTextContent("未登录");
    expect(scriptCookieNames()).toEqual([]);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
