import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fetchImageCaptcha } from "@/lib/api/auth";
import { SOCIAL_FLOW_KEY } from "@/lib/browser/social-login-flow";
import { makeConfig } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { useAuthDialogStore } from "../auth-dialog-store";
import { AuthDialogs } from "../auth-dialogs";
import { assignLocation } from "../browser-navigation";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
jest.mock("@/lib/api/auth", () => ({ fetchImageCaptcha: jest.fn() }));
jest.mock("@/lib/api/member", () => ({ fetchMemberDetail: jest.fn() }));
jest.mock("../browser-navigation", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));

const captchaMock = jest.mocked(fetchImageCaptcha);
const openDialog = () => useAuthDialogStore.getState().open;

async function renderDialogs(config = makeConfig()) {
  act(() => useAuthDialogStore.getState().show("login"));
  const user = userEvent.setup();
  renderWithStores(<AuthDialogs />, { config });
  await act(async () => {}); // let the captcha request settle
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  window.history.pushState({}, "", "/courses/detail/7?tab=2");
  captchaMock.mockResolvedValue({ key: "k", img: "data:image/png;base64,AA" });
});

afterEach(() => act(() => useAuthDialogStore.getState().close()));

describe("AuthDialogs", () => {
  it("ignores a click beside the box, and closes with the 关闭 button or Escape", async () => {
    const user = await renderDialogs();
    // What a click beside the white box lands on: the screen-filling panel around it.
    const beside = screen.getByRole("button", { name: "关闭" }).parentElement!.parentElement!;
    await user.click(beside);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(openDialog()).toBe("login");
    await user.click(screen.getByRole("button", { name: "关闭" }));
    expect(openDialog()).toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    act(() => useAuthDialogStore.getState().show("login"));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(openDialog()).toBeNull();
  });

  it("opens with the cursor in 手机号, in every dialog that asks for one", async () => {
    const user = await renderDialogs();
    await waitFor(() => expect(screen.getByLabelText("手机号")).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "新用户注册>>" }));
    await waitFor(() => expect(screen.getByLabelText("手机号")).toHaveFocus());
  });

  it("starts fresh every time the login dialog opens", async () => {
    const user = await renderDialogs();
    await user.click(screen.getByRole("tab", { name: "短信登录" }));
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.click(screen.getByRole("button", { name: "关闭" }));
    await act(async () => useAuthDialogStore.getState().show("login"));
    expect(screen.getByRole("tab", { name: "密码登录" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("手机号")).toHaveValue("");
    await waitFor(() => expect(captchaMock).toHaveBeenCalledTimes(2));
  });

  it("switches between login, register and forgot-password", async () => {
    const user = await renderDialogs();
    await user.click(screen.getByRole("button", { name: "新用户注册>>" }));
    expect(screen.getByRole("dialog", { name: "用户注册" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "已有账号，立即登录>>" }));
    await user.click(screen.getByRole("button", { name: "忘记密码" }));
    expect(screen.getByRole("dialog", { name: "忘记密码" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "返回登录" }));
    expect(openDialog()).toBe("login");
  });

  it("hides the third-party row when neither QQ nor WeChat is enabled", async () => {
    await renderDialogs(makeConfig({ socialites: { qq: 0, wechat_oauth: 0 } }));
    expect(screen.queryByText("第三方快捷登录")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "QQ登录" })).not.toBeInTheDocument();
  });

  it("shows only WeChat when only wechat_oauth is on, and it opens the QR dialog", async () => {
    const user = await renderDialogs(makeConfig({ socialites: { qq: 0, wechat_oauth: 1 } }));
    expect(screen.getByText("第三方快捷登录")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "QQ登录" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "微信登录" }));
    expect(openDialog()).toBe("wechat-qr");
  });

  it("sends QQ login to the API with an absolute /error failure URL", async () => {
    sessionStorage.clear();
    const user = await renderDialogs(makeConfig({ socialites: { qq: 1, wechat_oauth: 0 } }));
    await user.click(screen.getByRole("button", { name: "QQ登录" }));
    // The returning login_code is accepted only because this tab started the login.
    expect(JSON.parse(sessionStorage.getItem(SOCIAL_FLOW_KEY) ?? "null")).toMatchObject({ flow: "login" });
    const url = new URL(jest.mocked(assignLocation).mock.calls[0][0]);
    expect(url.origin + url.pathname).toBe("https://api.example.com/api/v3/auth/login/socialite/qq");
    expect(url.searchParams.get("s_url")).toBe("http://localhost/courses/detail/7?tab=2");
    expect(url.searchParams.get("f_url")).toBe("http://localhost/error");
    expect(url.searchParams.get("action")).toBe("login");
    // Nothing of the state travels in the address.
    expect([...url.searchParams.keys()].sort()).toEqual(["action", "f_url", "s_url"]);
    expect(url.searchParams.get("s_url")).not.toContain(
      JSON.parse(sessionStorage.getItem(SOCIAL_FLOW_KEY) ?? "{}").state,
    );
  });
});
