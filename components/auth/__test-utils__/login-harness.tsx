import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fetchImageCaptcha } from "@/lib/api/auth";
import { fetchMemberDetail } from "@/lib/api/member";
import { makeConfig, makeUser } from "@/lib/test-helpers/fixtures";
import { useUserStore } from "@/lib/stores/store-provider";
import { useAuthDialogStore } from "../auth-dialog-store";
import { AuthDialogs } from "../auth-dialogs";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import { clearSessionCookies, SessionMarkerProbe } from "./session-cookies";

// For tests that mock @/lib/api/auth and @/lib/api/member and open the login dialog.

function UserProbe() {
  const name = useUserStore((state) => state.user?.name ?? "未登录");
  return <p data-testid="user">{name}</p>;
}

/**
 * Opens the login dialog on the page; the user-store name shows in data-testid="user" and
 * the announced session state in data-testid="session-marker".
 */
export function renderLogin(config = makeConfig()) {
  act(() => useAuthDialogStore.getState().show("login"));
  const user = userEvent.setup();
  renderWithStores(
    <>
      <AuthDialogs />
      <UserProbe />
      <SessionMarkerProbe />
    </>,
    { config },
  );
  return user;
}

export const loginDialog = () => screen.getByRole("dialog");
export const loginSubmitButton = () => within(loginDialog()).getByRole("button", { name: "立即登录" });

/** Registers the shared beforeEach/afterEach: fresh mocks on /courses, numbered captcha keys. */
export function setupLoginTests(): void {
  beforeEach(() => {
    jest.clearAllMocks();
    resetToasts();
    clearSessionCookies();
    window.history.pushState({}, "", "/courses");
    let n = 0;
    jest
      .mocked(fetchImageCaptcha)
      .mockImplementation(async () => ({ key: `key-${++n}`, img: "data:image/png;base64,AA" }));
    jest.mocked(fetchMemberDetail).mockResolvedValue(makeUser());
  });

  afterEach(() => act(() => useAuthDialogStore.getState().close()));
}
