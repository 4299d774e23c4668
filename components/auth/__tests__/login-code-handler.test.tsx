import { act, waitFor } from "@testing-library/react";
import { fetchMemberDetail } from "@/lib/api/member";
import { exchangeLoginCode } from "@/lib/api/social-auth";
import { ApiError } from "@/lib/api/errors";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "../__test-utils__/render-with-stores";
import { useAuthDialogStore } from "../auth-dialog-store";
import { assignLocation } from "../browser-navigation";
import { LoginCodeHandler } from "../login-code-handler";
import { useLoginCodeStore } from "../login-code-store";

const mockReplace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
jest.mock("@/lib/api/member", () => ({ fetchMemberDetail: jest.fn() }));
jest.mock("@/lib/api/social-auth", () => ({ exchangeLoginCode: jest.fn() }));
jest.mock("@/lib/auth-storage", () =>
  jest.requireActual("../__test-utils__/auth-storage-mock").authStorageMock("msv-3"),
);
jest.mock("../browser-navigation", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));

const exchangeMock = jest.mocked(exchangeLoginCode);

async function visit(url: string) {
  window.history.pushState({}, "", url);
  const view = renderWithStores(<LoginCodeHandler />);
  await act(async () => {});
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  useLoginCodeStore.setState({ phase: "idle" });
  jest.mocked(fetchMemberDetail).mockResolvedValue(makeUser());
  exchangeMock.mockResolvedValue({ kind: "signed-in" });
});

afterEach(() => act(() => useAuthDialogStore.getState().close()));

describe("login code in the URL (spec §4)", () => {
  it("exchanges the code once on /login/callback and goes to the redirect", async () => {
    const view = await visit("/login/callback?redirect=%2Fmember%3Ftab%3D1&login_code=C1&action=login");
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/member?tab=1"));
    expect(exchangeMock).toHaveBeenCalledWith({ code: "C1", msv: "msv-3" });
    // The proxy keeps the session cookie; the member is loaded through it, with no token argument.
    expect(fetchMemberDetail).toHaveBeenCalledWith("https://api.example.com");
    expect(sessionStorage.getItem("login_code:C1")).toBe("1");

    // A reload of the same address must not spend the code again.
    view.unmount();
    await visit("/login/callback?redirect=%2Fmember%3Ftab%3D1&login_code=C1&action=login");
    expect(exchangeMock).toHaveBeenCalledTimes(1);
    expect(useLoginCodeStore.getState().phase).toBe("none");
  });

  it("elsewhere logs in and reloads the page without the code", async () => {
    await visit("/courses/detail/1?tab=2&login_code=C2&action=login");
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith("/courses/detail/1?tab=2"));
  });

  it("opens the code-bind dialog when the account needs a mobile", async () => {
    exchangeMock.mockResolvedValue({ kind: "bind-mobile", code: "C3" });
    await visit("/login/callback?login_code=C3&action=login");
    await waitFor(() => expect(useAuthDialogStore.getState().open).toBe("code-bind-mobile"));
    expect(localStorage.getItem("login_code")).toBe("C3");
    expect(useLoginCodeStore.getState().phase).toBe("bind");
  });

  it("opens the code-bind dialog directly for action=bind_mobile", async () => {
    await visit("/?login_code=C4&action=bind_mobile");
    expect(useAuthDialogStore.getState().open).toBe("code-bind-mobile");
    expect(localStorage.getItem("login_code")).toBe("C4");
    expect(exchangeMock).not.toHaveBeenCalled();
  });

  it("reports a failed exchange and ignores pages without a code", async () => {
    exchangeMock.mockRejectedValue(new ApiError("business", 1, "已过期"));
    await visit("/login/callback?login_code=C5&action=login");
    await waitFor(() => expect(useLoginCodeStore.getState().phase).toBe("failed"));
    await visit("/courses");
    expect(useLoginCodeStore.getState().phase).toBe("none");
    expect(exchangeMock).toHaveBeenCalledTimes(1);
  });
});
