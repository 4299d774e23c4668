import { act } from "@testing-library/react";
import Cookies from "js-cookie";
import type { ReactNode } from "react";
import { ReloginNotice } from "@/components/auth/relogin-notice";
import { useToastStore } from "@/components/ui/toast-store";
import { apiRequest } from "@/lib/api/client";
import { takeReloginNotice } from "@/lib/browser/relogin-notice";
import { useUserStore } from "@/lib/stores/store-provider";
import { jsonResponse, mockFetch } from "@/lib/test-helpers/fetch-mock";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { BrowserApiBridge } from "../browser-api-bridge";

// jsdom cannot follow window.location.assign to another page, but it does follow hash changes:
// the login address is turned into a hash so the redirect target can be read back.
jest.mock("@/lib/shared/safe-redirect", () => {
  const actual = jest.requireActual("@/lib/shared/safe-redirect");
  return { ...actual, loginPathFor: (path: string) => `#${actual.loginPathFor(path)}` };
});

function UserProbe() {
  return <p data-testid="user">{useUserStore((state) => state.user?.name ?? "游客")}</p>;
}

function renderBridge(children: ReactNode = null) {
  return renderWithStores(
    <>
      <BrowserApiBridge />
      <UserProbe />
      {children}
    </>,
    { user: makeUser() },
  );
}

const toasts = () => useToastStore.getState().messages.map(({ kind, text }) => `${kind}:${text}`);

async function request401() {
  mockFetch(jsonResponse({ code: 401, message: "Unauthenticated.", data: [] }));
  await act(async () => {
    await apiRequest("v2/member/courses").catch(() => undefined);
  });
}

beforeEach(() => {
  sessionStorage.clear();
  useToastStore.setState({ messages: [] });
  Cookies.set("meedu-bind-mobile", "ok", { path: "/" });
});

describe("BrowserApiBridge: 401", () => {
  it("elsewhere logs out, hands 请重新登录 to /login through sessionStorage and goes there", async () => {
    window.history.pushState({}, "", "/courses/detail/3?tab=2");
    const view = renderBridge();
    await request401();

    expect(view.getByTestId("user")).toHaveTextContent("游客");
    expect(Cookies.get("meedu-bind-mobile")).toBeUndefined();
    expect(window.location.hash).toBe(`#/login?redirect=${encodeURIComponent("/courses/detail/3?tab=2")}`);
    // This page is being left: no toast here, the message waits for /login.
    expect(toasts()).toEqual([]);
    expect(takeReloginNotice()).toBe("请重新登录");
  });

  it("on /login itself toasts 请重新登录 and stays", async () => {
    window.history.pushState({}, "", "/login?redirect=%2Fmember");
    const view = renderBridge();
    await request401();

    expect(view.getByTestId("user")).toHaveTextContent("游客");
    expect(toasts()).toEqual(["error:请重新登录"]);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/login?redirect=%2Fmember");
    expect(takeReloginNotice()).toBeNull();
  });

  it("leaves a background read's 401 to its caller", async () => {
    window.history.pushState({}, "", "/courses");
    const view = renderBridge();
    mockFetch(jsonResponse({ code: 401, message: "Unauthenticated.", data: [] }));
    await act(async () => {
      await apiRequest("v2/member/detail", { background: true }).catch(() => undefined);
    });
    expect(view.getByTestId("user")).toHaveTextContent("小明");
    expect(window.location.hash).toBe("");
    expect(takeReloginNotice()).toBeNull();
  });

  it("toasts business errors and stops listening once unmounted", async () => {
    window.history.pushState({}, "", "/courses");
    const view = renderBridge();
    mockFetch(jsonResponse({ code: 1, message: "余额不足", data: [] }));
    await act(async () => {
      await apiRequest("v2/order/pay").catch(() => undefined);
    });
    expect(toasts()).toEqual(["error:余额不足"]);

    view.unmount();
    useToastStore.setState({ messages: [] });
    await request401();
    expect(toasts()).toEqual([]);
    expect(takeReloginNotice()).toBeNull();
    expect(window.location.hash).toBe("");
  });
});

describe("ReloginNotice on /login", () => {
  it("shows the message the previous page left, once", async () => {
    window.history.pushState({}, "", "/courses/detail/3");
    const bridge = renderBridge();
    await request401();
    bridge.unmount();
    expect(toasts()).toEqual([]);

    window.history.pushState({}, "", "/login?redirect=%2Fcourses%2Fdetail%2F3");
    const first = renderWithStores(<ReloginNotice />);
    expect(toasts()).toEqual(["error:请重新登录"]);
    first.unmount();
    useToastStore.setState({ messages: [] });
    renderWithStores(<ReloginNotice />);
    expect(toasts()).toEqual([]);
  });

  it("shows nothing when /login was opened directly", () => {
    renderWithStores(<ReloginNotice />);
    expect(toasts()).toEqual([]);
  });
});
