import { screen, waitFor } from "@testing-library/react";
import { loginWithPassword, loginWithSmsCode } from "@/lib/api/auth";
import { ApiError } from "@/lib/api/errors";
import { fetchMemberDetail } from "@/lib/api/member";
import { clearPendingFlags, setBindMobilePending, setFaceCheckPending } from "@/lib/browser/auth-storage";
import { makeConfig, makeUser } from "@/lib/test-helpers/fixtures";
import { loginSubmitButton as submit, renderLogin, setupLoginTests } from "../__test-utils__/login-harness";
import { proxySignsIn, scriptCookieNames } from "../__test-utils__/session-cookies";
import { reloadPage } from "../browser-navigation";

const mockReplace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
jest.mock("@/lib/api/auth", () => ({
  fetchImageCaptcha: jest.fn(),
  sendSmsCode: jest.fn(),
  loginWithPassword: jest.fn(),
  loginWithSmsCode: jest.fn(),
}));
jest.mock("@/lib/api/member", () => ({ fetchMemberDetail: jest.fn() }));
jest.mock("@/lib/browser/auth-storage", () =>
  jest.requireActual("../__test-utils__/auth-storage-mock").authStorageMock("msv-1"),
);
jest.mock("../browser-navigation", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));

const passwordLogin = jest.mocked(loginWithPassword);
const smsLogin = jest.mocked(loginWithSmsCode);
const memberDetail = jest.mocked(fetchMemberDetail);

setupLoginTests();

// The login call resolves once the /api proxy has set the session cookies (the answer carries no token).
const signedInByProxy = async () => proxySignsIn();

describe("LoginDialog: finishing a login", () => {
  it("on /login with redirect=%2Fmember logs in and replaces to /member", async () => {
    window.history.pushState({}, "", "/login?redirect=%2Fmember");
    passwordLogin.mockImplementation(signedInByProxy);
    memberDetail.mockResolvedValue(makeUser({ is_bind_mobile: 0 }));
    const config = makeConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: false } });
    const user = renderLogin(config);
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("密码"), "secret1{Enter}");

    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/member"));
    expect(passwordLogin).toHaveBeenCalledWith({ mobile: "13800000000", password: "secret1" });
    // The member is read through the session cookie: no token is passed or written by scripts.
    expect(memberDetail).toHaveBeenCalledWith("https://api.example.com");
    expect(passwordLogin.mock.invocationCallOrder[0]).toBeLessThan(memberDetail.mock.invocationCallOrder[0]);
    expect(scriptCookieNames()).toEqual(["meedu-signed-in"]);
    expect(screen.getByTestId("session-marker")).toHaveTextContent("signed-in");
    expect(setBindMobilePending).toHaveBeenCalledWith(true);
    expect(setFaceCheckPending).toHaveBeenCalledWith(false);
    expect(screen.getByTestId("user")).toHaveTextContent("小明");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("never leaves the site through a crafted redirect", async () => {
    window.history.pushState({}, "", "/login?redirect=%2F%2Fevil.example");
    passwordLogin.mockImplementation(signedInByProxy);
    const user = renderLogin();
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("密码"), "secret1{Enter}");
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/"));
  });

  it("elsewhere logs in by SMS and reloads the page", async () => {
    smsLogin.mockImplementation(signedInByProxy);
    const user = renderLogin();
    await user.click(screen.getByRole("tab", { name: "短信登录" }));
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("图形验证码"), "ab12");
    await user.type(screen.getByLabelText("短信验证码"), "112233");
    await user.click(submit());

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(smsLogin).toHaveBeenCalledWith({ mobile: "13800000000", mobile_code: "112233", msv: "msv-1" });
    expect(memberDetail).toHaveBeenCalledWith("https://api.example.com");
    expect(screen.getByTestId("session-marker")).toHaveTextContent("signed-in");
    expect(screen.getByTestId("user")).toHaveTextContent("小明");
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it("keeps the session but stays logged out when the member cannot be loaded", async () => {
    passwordLogin.mockImplementation(signedInByProxy);
    memberDetail.mockRejectedValue(new ApiError("transport", -1, "网络错误，请稍后再试"));
    const user = renderLogin();
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("密码"), "secret1{Enter}");
    // The toast sits outside the open dialog, which headless UI may mark aria-hidden meanwhile.
    expect(await screen.findByRole("alert", { hidden: true })).toHaveTextContent("网络错误，请稍后再试");
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(memberDetail).toHaveBeenCalledTimes(1);
    // Nothing is dropped from the browser: a later page load can still use the session.
    expect(scriptCookieNames()).toEqual(["meedu-signed-in"]);
    expect(clearPendingFlags).not.toHaveBeenCalled();
    expect(setBindMobilePending).not.toHaveBeenCalled();
    expect(screen.getByTestId("user")).toHaveTextContent("未登录");
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
