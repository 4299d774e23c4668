import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fetchImageCaptcha, loginWithPassword, loginWithSmsCode } from "@/lib/api/auth";
import { ApiError } from "@/lib/api/errors";
import { fetchMemberDetail } from "@/lib/api/member";
import { saveToken } from "@/lib/auth-storage";
import { useUserStore } from "@/lib/stores/store-provider";
import { makeConfig, makeUser, renderWithStores, resetToasts } from "../__test-utils__/render-with-stores";
import { useAuthDialogStore } from "../auth-dialog-store";
import { AuthDialogs } from "../auth-dialogs";

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
jest.mock("@/lib/auth-storage", () => ({
  saveToken: jest.fn(),
  getMsv: () => "msv-1",
  setBindMobilePending: jest.fn(),
  setFaceCheckPending: jest.fn(),
  clearToken: jest.fn(),
  clearPendingFlags: jest.fn(),
}));
jest.mock("../browser-navigation", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));

const captchaMock = jest.mocked(fetchImageCaptcha);
const passwordLogin = jest.mocked(loginWithPassword);
const smsLogin = jest.mocked(loginWithSmsCode);
const memberDetail = jest.mocked(fetchMemberDetail);

function UserProbe() {
  const name = useUserStore((state) => state.user?.name ?? "未登录");
  return <p data-testid="user">{name}</p>;
}

function renderLogin(config = makeConfig()) {
  act(() => useAuthDialogStore.getState().show("login"));
  const user = userEvent.setup();
  renderWithStores(
    <>
      <AuthDialogs />
      <UserProbe />
    </>,
    config,
  );
  return user;
}

const dialog = () => screen.getByRole("dialog");
const submit = () => within(dialog()).getByRole("button", { name: "立即登录" });

beforeEach(() => {
  jest.clearAllMocks();
  resetToasts();
  window.history.pushState({}, "", "/courses");
  let n = 0;
  captchaMock.mockImplementation(async () => ({ key: `key-${++n}`, img: "data:image/png;base64,AA" }));
  memberDetail.mockResolvedValue(makeUser());
});

afterEach(() => act(() => useAuthDialogStore.getState().close()));

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
    expect(saveToken).not.toHaveBeenCalled();
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
