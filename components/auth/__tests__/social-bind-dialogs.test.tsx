import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fetchImageCaptcha } from "@/lib/api/auth";
import { ApiError } from "@/lib/api/errors";
import { fetchMemberDetail } from "@/lib/api/member";
import { registerWithSocialite } from "@/lib/api/social-auth";
import { setBindMobilePending, setFaceCheckPending } from "@/lib/browser/auth-storage";
import { makeConfig, makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import {
  clearSessionCookies,
  proxySignsIn,
  scriptCookieNames,
  SessionMarkerProbe,
} from "../__test-utils__/session-cookies";
import { useAuthDialogStore, type AuthDialog } from "../auth-dialog-store";
import { AuthDialogs } from "../auth-dialogs";
import { reloadPage } from "../browser-navigation";
import { LoginCallbackStatus } from "../login-callback-status";
import { useLoginCodeStore } from "../login-code-store";

const mockReplace = jest.fn();
let mockFacePending = false;
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
jest.mock("@/lib/api/auth", () => ({ fetchImageCaptcha: jest.fn(), sendSmsCode: jest.fn() }));
jest.mock("@/lib/api/member", () => ({ fetchMemberDetail: jest.fn() }));
jest.mock("@/lib/api/social-auth", () => ({ registerWithSocialite: jest.fn() }));
jest.mock("@/lib/browser/auth-storage", () =>
  jest
    .requireActual("../__test-utils__/auth-storage-mock")
    .authStorageMock("msv-9", { isFaceCheckPending: () => mockFacePending }),
);
jest.mock("../browser-navigation", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));

const registerMock = jest.mocked(registerWithSocialite);
const FACE_ON = makeConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: true } });

async function openDialog(name: AuthDialog, config = makeConfig()) {
  act(() => useAuthDialogStore.getState().show(name));
  const user = userEvent.setup();
  renderWithStores(
    <>
      <AuthDialogs />
      <SessionMarkerProbe />
    </>,
    { config },
  );
  await act(async () => {});
  return user;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole("dialog");
  await user.type(within(dialog).getByLabelText("手机号"), "13600000000");
  await user.type(within(dialog).getByLabelText("图形验证码"), "ab12");
  await user.type(within(dialog).getByLabelText("短信验证码"), "112233");
  await user.click(within(dialog).getByRole("button", { name: "立即绑定" }));
}

beforeEach(() => {
  jest.clearAllMocks();
  resetToasts();
  clearSessionCookies();
  mockFacePending = false;
  localStorage.clear();
  localStorage.setItem("login_code", "CODE-1");
  window.history.pushState({}, "", "/login/callback?redirect=%2Fmember");
  jest.mocked(fetchImageCaptcha).mockResolvedValue({ key: "k", img: "data:image/png;base64,AA" });
  jest.mocked(fetchMemberDetail).mockResolvedValue(makeUser({ is_face_verify: true }));
  // Resolves once the /api proxy has set the session cookies (the answer carries no token).
  registerMock.mockImplementation(async () => proxySignsIn());
});

afterEach(() => act(() => useAuthDialogStore.getState().close()));

describe("bind-mobile dialogs", () => {
  it("the code-bind dialog asks 请输入手机号码! and the other required fields", async () => {
    const user = await openDialog("code-bind-mobile");
    await user.click(screen.getByRole("button", { name: "立即绑定" }));
    expect(screen.getByText("请输入手机号码!")).toBeInTheDocument();
    expect(screen.getByText("请输入图形验证码!")).toBeInTheDocument();
    expect(screen.getByText("请输入手机验证码!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(screen.getByText("请输入手机号码!")).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it("the WeChat dialog 请绑定手机号 asks 请输入手机号!", async () => {
    const user = await openDialog("wechat-bind-mobile");
    expect(screen.getByRole("dialog", { name: "请绑定手机号" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "立即绑定" }));
    expect(screen.getByText("请输入手机号!")).toBeInTheDocument();
  });

  it("binds with the stored login_code, says 绑定成功 and continues to the redirect on /login/callback", async () => {
    const user = await openDialog("code-bind-mobile");
    await fillAndSubmit(user);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/member"));
    expect(registerMock).toHaveBeenCalledWith({
      mobile: "13600000000",
      mobile_code: "112233",
      code: "CODE-1",
      msv: "msv-9",
    });
    expect(screen.getByText("绑定成功")).toBeInTheDocument();
    expect(localStorage.getItem("login_code")).toBeNull();
    expect(setBindMobilePending).toHaveBeenCalledWith(false);
    // The member is loaded through the session cookie once the bind signed in; scripts write no token.
    expect(fetchMemberDetail).toHaveBeenCalledWith("https://api.example.com");
    expect(registerMock.mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(fetchMemberDetail).mock.invocationCallOrder[0],
    );
    expect(scriptCookieNames()).toEqual(["meedu-signed-in"]);
    expect(screen.getByTestId("session-marker")).toHaveTextContent("signed-in");
    expect(useAuthDialogStore.getState().open).toBeNull();
  });

  it("on /login/callback the page shows 加载中 while it moves on, never 未完成手机号绑定", async () => {
    act(() => useLoginCodeStore.getState().set("bind"));
    act(() => useAuthDialogStore.getState().show("code-bind-mobile"));
    const user = userEvent.setup();
    renderWithStores(
      <>
        <LoginCallbackStatus />
        <AuthDialogs />
      </>,
    );
    await act(async () => {});
    expect(screen.getByText("请先绑定手机号")).toBeInTheDocument();
    await fillAndSubmit(user);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/member"));
    // The navigation is mocked, so the page stays where the member would otherwise see a flash.
    expect(screen.queryByText("未完成手机号绑定")).not.toBeInTheDocument();
    expect(screen.getByText("加载中")).toBeInTheDocument();
    act(() => useLoginCodeStore.getState().set("idle"));
  });

  it("goes to /face-check when verification is enforced and not done", async () => {
    jest.mocked(fetchMemberDetail).mockResolvedValue(makeUser({ is_face_verify: false }));
    const user = await openDialog("wechat-bind-mobile", FACE_ON);
    await fillAndSubmit(user);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/face-check?redirect=%2Fmember"));
    expect(setFaceCheckPending).toHaveBeenCalledWith(true);
    expect(mockReplace).toHaveBeenCalledTimes(1);
  });

  it("goes straight to /face-check when a face check is already pending", async () => {
    mockFacePending = true;
    const user = await openDialog("code-bind-mobile");
    await fillAndSubmit(user);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/face-check?redirect=%2Fmember"));
    // The member is still loaded first, so /face-check finds a signed-in member.
    expect(fetchMemberDetail).toHaveBeenCalledTimes(1);
    expect(setFaceCheckPending).toHaveBeenCalledWith(true);
    expect(screen.getByTestId("session-marker")).toHaveTextContent("signed-in");
    expect(screen.getByText("绑定成功")).toBeInTheDocument();
  });

  it("elsewhere the WeChat bind reloads and the code bind goes home", async () => {
    window.history.pushState({}, "", "/courses/detail/3");
    let user = await openDialog("wechat-bind-mobile");
    await fillAndSubmit(user);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));

    localStorage.setItem("login_code", "CODE-2");
    act(() => useAuthDialogStore.getState().show("code-bind-mobile"));
    user = userEvent.setup();
    await fillAndSubmit(user);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/"));
  });

  it("a failed bind only stops the loading state", async () => {
    registerMock.mockRejectedValue(new ApiError("business", 1, "手机号已存在"));
    const user = await openDialog("code-bind-mobile");
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByRole("button", { name: "立即绑定" })).toBeEnabled());
    expect(localStorage.getItem("login_code")).toBe("CODE-1");
    expect(fetchMemberDetail).not.toHaveBeenCalled();
    expect(screen.queryByText("绑定成功")).not.toBeInTheDocument();
    expect(useAuthDialogStore.getState().open).toBe("code-bind-mobile");
  });

  it("取消绑定 drops the login_code and closes", async () => {
    const user = await openDialog("code-bind-mobile");
    await user.click(screen.getByRole("button", { name: /取消绑定/ }));
    expect(localStorage.getItem("login_code")).toBeNull();
    expect(useAuthDialogStore.getState().open).toBeNull();
  });
});
