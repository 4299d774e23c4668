import { screen, waitFor } from "@testing-library/react";
import { loginWithPassword, loginWithSmsCode } from "@/lib/api/auth";
import { ApiError } from "@/lib/api/errors";
import { fetchMemberDetail } from "@/lib/api/member";
import { saveToken, setBindMobilePending, setFaceCheckPending } from "@/lib/auth-storage";
import { makeConfig, makeUser } from "@/lib/test-helpers/fixtures";
import { loginSubmitButton as submit, renderLogin, setupLoginTests } from "../__test-utils__/login-harness";
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
jest.mock("@/lib/auth-storage", () =>
  jest.requireActual("../__test-utils__/auth-storage-mock").authStorageMock("msv-1"),
);
jest.mock("../browser-navigation", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));

const passwordLogin = jest.mocked(loginWithPassword);
const smsLogin = jest.mocked(loginWithSmsCode);
const memberDetail = jest.mocked(fetchMemberDetail);

setupLoginTests();

describe("LoginDialog: finishing a login", () => {
  it("on /login with redirect=%2Fmember logs in and replaces to /member", async () => {
    window.history.pushState({}, "", "/login?redirect=%2Fmember");
    passwordLogin.mockResolvedValue("token-1");
    memberDetail.mockResolvedValue(makeUser({ is_bind_mobile: 0 }));
    const config = makeConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: false } });
    const user = renderLogin(config);
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("密码"), "secret1{Enter}");

    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/member"));
    expect(passwordLogin).toHaveBeenCalledWith({ mobile: "13800000000", password: "secret1" });
    expect(saveToken).toHaveBeenCalledWith("token-1");
    expect(memberDetail).toHaveBeenCalledWith("https://api.example.com");
    expect(setBindMobilePending).toHaveBeenCalledWith(true);
    expect(setFaceCheckPending).toHaveBeenCalledWith(false);
    expect(screen.getByTestId("user")).toHaveTextContent("小明");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("never leaves the site through a crafted redirect", async () => {
    window.history.pushState({}, "", "/login?redirect=%2F%2Fevil.example");
    passwordLogin.mockResolvedValue("token-1");
    const user = renderLogin();
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("密码"), "secret1{Enter}");
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/"));
  });

  it("elsewhere logs in by SMS and reloads the page", async () => {
    smsLogin.mockResolvedValue("token-2");
    const user = renderLogin();
    await user.click(screen.getByRole("tab", { name: "短信登录" }));
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("图形验证码"), "ab12");
    await user.type(screen.getByLabelText("短信验证码"), "112233");
    await user.click(submit());

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(smsLogin).toHaveBeenCalledWith({ mobile: "13800000000", mobile_code: "112233", msv: "msv-1" });
    expect(saveToken).toHaveBeenCalledWith("token-2");
    expect(screen.getByTestId("user")).toHaveTextContent("小明");
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it("keeps the token but stays logged out when the member cannot be loaded", async () => {
    passwordLogin.mockResolvedValue("token-3");
    memberDetail.mockRejectedValue(new ApiError("transport", -1, "网络错误，请稍后再试"));
    const user = renderLogin();
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("密码"), "secret1{Enter}");
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(saveToken).toHaveBeenCalledWith("token-3");
    expect(screen.getByTestId("user")).toHaveTextContent("未登录");
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("网络错误，请稍后再试");
  });
});
