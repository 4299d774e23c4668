import { act, screen, waitFor } from "@testing-library/react";
import { fetchMemberDetail } from "@/lib/api/member";
import { exchangeLoginCode } from "@/lib/api/social-auth";
import { ApiError } from "@/lib/api/errors";
import { SOCIAL_FLOW_KEY, SOCIAL_FLOW_LIFETIME_MS, startSocialFlow } from "@/lib/browser/social-login-flow";
import type { User } from "@/lib/api/member-types";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import { clearSessionCookies, proxySignsIn } from "../__test-utils__/session-cookies";
import { useAuthDialogStore } from "../auth-dialog-store";
import { assignLocation } from "../browser-navigation";
import { ALREADY_SIGNED_IN, LOGIN_REQUEST_EXPIRED, LoginCodeHandler } from "../login-code-handler";
import { useLoginCodeStore } from "../login-code-store";

const mockReplace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
jest.mock("@/lib/api/member", () => ({ fetchMemberDetail: jest.fn() }));
jest.mock("@/lib/api/social-auth", () => ({ exchangeLoginCode: jest.fn() }));
jest.mock("@/lib/browser/auth-storage", () =>
  jest.requireActual("../__test-utils__/auth-storage-mock").authStorageMock("msv-3"),
);
jest.mock("../browser-navigation", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));

const exchangeMock = jest.mocked(exchangeLoginCode);

async function visit(url: string, member: User | null = null) {
  window.history.pushState({}, "", url);
  const view = renderWithStores(<LoginCodeHandler />, { user: member });
  await act(async () => {});
  return view;
}

/** What the QQ button does before leaving for QQ. */
function startQqLogin(now = Date.now()) {
  startSocialFlow("login", now);
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  clearSessionCookies();
  resetToasts();
  useLoginCodeStore.setState({ phase: "idle" });
  jest.mocked(fetchMemberDetail).mockResolvedValue(makeUser());
  exchangeMock.mockResolvedValue({ kind: "signed-in" });
});

afterEach(() => act(() => useAuthDialogStore.getState().close()));

describe("login code in the URL", () => {
  it("exchanges the code once on /login/callback and goes to the redirect", async () => {
    startQqLogin();
    const view = await visit("/login/callback?redirect=%2Fmember%3Ftab%3D1&login_code=C1&action=login");
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/member?tab=1"));
    expect(exchangeMock).toHaveBeenCalledWith({ code: "C1", msv: "msv-3" });
    // The proxy keeps the session cookie; the member is loaded through it, with no token argument.
    expect(fetchMemberDetail).toHaveBeenCalledWith("https://api.example.com");
    expect(sessionStorage.getItem("login_code:C1")).toBe("1");
    expect(sessionStorage.getItem(SOCIAL_FLOW_KEY)).toBeNull();

    // A reload (or Back) onto the same address must not spend the code again, nor complain.
    view.unmount();
    proxySignsIn();
    await visit("/login/callback?redirect=%2Fmember%3Ftab%3D1&login_code=C1&action=login");
    expect(exchangeMock).toHaveBeenCalledTimes(1);
    expect(useLoginCodeStore.getState().phase).toBe("none");
    expect(screen.queryByText(ALREADY_SIGNED_IN)).not.toBeInTheDocument();
  });

  it("elsewhere logs in and reloads the page without the code", async () => {
    startQqLogin();
    await visit("/courses/detail/1?tab=2&login_code=C2&action=login");
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith("/courses/detail/1?tab=2"));
  });

  it("opens the code-bind dialog when the account needs a mobile", async () => {
    startQqLogin();
    exchangeMock.mockResolvedValue({ kind: "bind-mobile", code: "C3" });
    await visit("/login/callback?login_code=C3&action=login");
    await waitFor(() => expect(useAuthDialogStore.getState().open).toBe("code-bind-mobile"));
    expect(localStorage.getItem("login_code")).toBe("C3");
    expect(useLoginCodeStore.getState().phase).toBe("bind");
  });

  it("opens the code-bind dialog directly for action=bind_mobile", async () => {
    startQqLogin();
    await visit("/?login_code=C4&action=bind_mobile");
    expect(useAuthDialogStore.getState().open).toBe("code-bind-mobile");
    expect(localStorage.getItem("login_code")).toBe("C4");
    expect(exchangeMock).not.toHaveBeenCalled();
  });

  it("reports a failed exchange and ignores pages without a code", async () => {
    startQqLogin();
    exchangeMock.mockRejectedValue(new ApiError("business", 1, "已过期"));
    await visit("/login/callback?login_code=C5&action=login");
    await waitFor(() => expect(useLoginCodeStore.getState().phase).toBe("failed"));
    await visit("/courses");
    expect(useLoginCodeStore.getState().phase).toBe("none");
    expect(exchangeMock).toHaveBeenCalledTimes(1);
  });
});

describe("login code in the URL: codes this browser did not ask for (login CSRF)", () => {
  // Each arrangement returns the member the page was rendered for (null: a visitor).
  const NOTHING = () => null;
  const SIGNED_IN_BY_COOKIE = () => (proxySignsIn(), null);
  const SIGNED_IN_BY_STORE = () => makeUser();
  const START_EXPIRED = () => (startQqLogin(Date.now() - SOCIAL_FLOW_LIFETIME_MS - 1000), null);
  const START_BIND = () => (startSocialFlow("bind"), null);
  const START_THEN_SIGNED_IN = () => (startQqLogin(), proxySignsIn(), null);

  it.each([
    ["unsolicited, action=login", NOTHING, "/courses?login_code=EVIL&action=login", "/courses", LOGIN_REQUEST_EXPIRED],
    ["unsolicited, action=bind_mobile", NOTHING, "/?login_code=EVIL&action=bind_mobile", "/", LOGIN_REQUEST_EXPIRED],
    [
      "unsolicited, on /login/callback",
      NOTHING,
      "/login/callback?redirect=%2Fvip&login_code=EVIL&action=login",
      "/login/callback?redirect=%2Fvip",
      LOGIN_REQUEST_EXPIRED,
    ],
    [
      "after the login start expired",
      START_EXPIRED,
      "/courses?tab=1&login_code=EVIL&action=login",
      "/courses?tab=1",
      LOGIN_REQUEST_EXPIRED,
    ],
    [
      "after a member-centre bind start",
      START_BIND,
      "/member?login_code=EVIL&action=login",
      "/member",
      LOGIN_REQUEST_EXPIRED,
    ],
    [
      "while signed in (cookie)",
      SIGNED_IN_BY_COOKIE,
      "/courses?login_code=EVIL&action=login",
      "/courses",
      ALREADY_SIGNED_IN,
    ],
    [
      "while signed in (store)",
      SIGNED_IN_BY_STORE,
      "/courses?login_code=EVIL&action=login",
      "/courses",
      ALREADY_SIGNED_IN,
    ],
    [
      "while signed in, after a start",
      START_THEN_SIGNED_IN,
      "/courses?login_code=EVIL&action=login",
      "/courses",
      ALREADY_SIGNED_IN,
    ],
    [
      "while signed in, action=bind_mobile",
      SIGNED_IN_BY_COOKIE,
      "/?login_code=EVIL&action=bind_mobile",
      "/",
      ALREADY_SIGNED_IN,
    ],
  ])("refuses a code %s without calling the API", async (_name, arrange, url, cleaned, message) => {
    await visit(url, arrange());
    expect(exchangeMock).not.toHaveBeenCalled();
    expect(screen.getByText(message)).toBeInTheDocument();
    // The address alone is cleaned: no navigation, so no second render of the page on the server.
    expect(window.location.pathname + window.location.search).toBe(cleaned);
    expect(mockReplace).not.toHaveBeenCalled();
    expect(useLoginCodeStore.getState().phase).toBe("none");
    expect(useAuthDialogStore.getState().open).toBeNull();
    expect(localStorage.getItem("login_code")).toBeNull();
    expect(sessionStorage.getItem("login_code:EVIL")).toBeNull();
  });

  it("lets one started login use one code: a second code is refused", async () => {
    startQqLogin();
    const view = await visit("/courses?login_code=MINE&action=login");
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith("/courses"));
    view.unmount();
    await visit("/courses?login_code=EVIL&action=login");
    expect(exchangeMock).toHaveBeenCalledTimes(1);
    expect(exchangeMock).toHaveBeenCalledWith({ code: "MINE", msv: "msv-3" });
    expect(screen.getByText(LOGIN_REQUEST_EXPIRED)).toBeInTheDocument();
  });
});
