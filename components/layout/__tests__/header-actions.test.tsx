import { fireEvent, screen } from "@testing-library/react";
import { useAuthDialogStore } from "@/components/auth/auth-dialog-store";
import type { User } from "@/lib/api/member-types";
import { readRememberedMember } from "@/lib/browser/remembered-member";
import { useUserStoreApi } from "@/lib/stores/store-provider";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { HeaderActions } from "../header-actions";

jest.mock(
  "next/dynamic",
  () => () =>
    function UserMenuStub() {
      return <span>用户菜单</span>;
    },
);

function renderActions(user: User | null) {
  return renderWithStores(<HeaderActions />, { user });
}

describe("header actions", () => {
  const originalFlag = process.env.NEXT_PUBLIC_DISABLE_VIP;
  afterEach(() => {
    process.env.NEXT_PUBLIC_DISABLE_VIP = originalFlag;
    useAuthDialogStore.setState({ open: null });
  });

  it("shows the VIP link, and 我的学习 / 登录 / 注册 open dialogs for visitors", () => {
    renderActions(null);
    expect(screen.getByRole("link", { name: /VIP会员/ })).toHaveAttribute("href", "/vip");
    fireEvent.click(screen.getByRole("button", { name: "我的学习" }));
    expect(useAuthDialogStore.getState().open).toBe("login");
    fireEvent.click(screen.getByRole("button", { name: "注册" }));
    expect(useAuthDialogStore.getState().open).toBe("register");
  });

  it("hides the VIP link when the build flag disables VIP", () => {
    process.env.NEXT_PUBLIC_DISABLE_VIP = "disable";
    renderActions(null);
    expect(screen.queryByRole("link", { name: /VIP会员/ })).not.toBeInTheDocument();
  });

  it("links 我的学习 to the study centre and shows the member menu when logged in", () => {
    renderActions(makeUser());
    expect(screen.getByRole("link", { name: "我的学习" })).toHaveAttribute("href", "/study-center");
    expect(screen.queryByRole("button", { name: "登录" })).not.toBeInTheDocument();
    expect(screen.getByText("用户菜单")).toBeInTheDocument();
  });

  it("keeps 登录 | 注册 away while a session cookie exists and its member is not loaded (loading, or a busy API)", () => {
    document.cookie = "meedu-signed-in=1; path=/";
    try {
      renderActions(null);
      expect(screen.getByRole("link", { name: "我的学习" })).toHaveAttribute("href", "/study-center");
      expect(screen.queryByRole("button", { name: "登录" })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "注册" })).not.toBeInTheDocument();
    } finally {
      document.cookie = "meedu-signed-in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
  });

  it("shows the member last signed in here while their session is loading or unknown, and never without the cookie", () => {
    window.localStorage.setItem("meedu-last-member", JSON.stringify({ name: "小红", avatar: "/a.png" }));
    function Recall() {
      const store = useUserStoreApi();
      return (
        <button type="button" onClick={() => store.getState().recallMember(readRememberedMember())}>
          recall
        </button>
      );
    }
    const withRecall = () =>
      renderWithStores(
        <>
          <Recall />
          <HeaderActions />
        </>,
        { user: null },
      );
    const first = withRecall();
    fireEvent.click(screen.getByRole("button", { name: "recall" }));
    expect(screen.queryByRole("link", { name: "小红" })).not.toBeInTheDocument(); // a visitor here
    first.unmount();
    document.cookie = "meedu-signed-in=1; path=/";
    try {
      withRecall();
      fireEvent.click(screen.getByRole("button", { name: "recall" }));
      expect(screen.getByRole("link", { name: "小红" })).toHaveAttribute("href", "/member");
    } finally {
      window.localStorage.clear();
      document.cookie = "meedu-signed-in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
  });
});
