import { screen, waitFor } from "@testing-library/react";
import { fetchImageCaptcha, loginWithPassword, loginWithSmsCode } from "@/lib/api/auth";
import { ApiError } from "@/lib/api/errors";
import { fetchMemberDetail } from "@/lib/api/member";
import {
  loginDialog as dialog,
  loginSubmitButton as submit,
  renderLogin,
  setupLoginTests,
} from "../__test-utils__/login-harness";

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

const captchaMock = jest.mocked(fetchImageCaptcha);
const passwordLogin = jest.mocked(loginWithPassword);
const smsLogin = jest.mocked(loginWithSmsCode);

setupLoginTests();

describe("LoginDialog", () => {
  it("opens on the password tab, 500 px wide, with a captcha fetched", async () => {
    renderLogin();
    expect(screen.getByRole("tab", { name: "密码登录" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "短信登录" })).toHaveAttribute("aria-selected", "false");
    expect(dialog().querySelector(".w-\\[500px\\]")).not.toBeNull();
    await waitFor(() => expect(captchaMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("button", { name: "忘记密码" })).toBeInTheDocument();
  });

  it("shows the password-tab messages and sends nothing", async () => {
    const user = renderLogin();
    await user.click(submit());
    expect(screen.getByText("请输入手机号!")).toBeInTheDocument();
    expect(screen.getByText("请输入密码!")).toBeInTheDocument();
    expect(passwordLogin).not.toHaveBeenCalled();
  });

  it("shows the SMS-tab messages and hides 忘记密码", async () => {
    const user = renderLogin();
    await user.click(screen.getByRole("tab", { name: "短信登录" }));
    expect(screen.queryByRole("button", { name: "忘记密码" })).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText("请输入手机号!")).toBeInTheDocument();
    expect(screen.getByText("请输入图形验证码!")).toBeInTheDocument();
    expect(screen.getByText("请输入手机验证码!")).toBeInTheDocument();
    expect(smsLogin).not.toHaveBeenCalled();
  });

  it("refreshes the captcha when SMS login fails and stays open", async () => {
    smsLogin.mockRejectedValue(new ApiError("business", 1, "短信验证码错误"));
    const user = renderLogin();
    await user.click(screen.getByRole("tab", { name: "短信登录" }));
    await waitFor(() => expect(captchaMock).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("图形验证码"), "ab12");
    await user.type(screen.getByLabelText("短信验证码"), "000000");
    await user.click(submit());
    await waitFor(() => expect(captchaMock).toHaveBeenCalledTimes(2));
    expect(fetchMemberDetail).not.toHaveBeenCalled();
    expect(screen.getByTestId("user")).toHaveTextContent("未登录");
    expect(submit()).toBeEnabled();
  });

  it("ignores submits while a login is in flight", async () => {
    passwordLogin.mockReturnValue(new Promise(() => {}));
    const user = renderLogin();
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("密码"), "secret1");
    await user.click(submit());
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText("密码"), "{Enter}");
    await user.click(submit());
    expect(passwordLogin).toHaveBeenCalledTimes(1);
  });
});
