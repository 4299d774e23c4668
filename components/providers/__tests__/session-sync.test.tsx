import { fireEvent } from "@testing-library/react";
import Cookies from "js-cookie";
import type { SystemConfig } from "@/lib/api/system-types";
import type { User } from "@/lib/api/member-types";
import { useUserStoreApi } from "@/lib/stores/store-provider";
import { makeConfig, makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { SessionSync } from "../session-sync";

let mockSearch = "";
jest.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(mockSearch) }));

function renderSync(user: User | null, config: SystemConfig) {
  return renderWithStores(<SessionSync />, { user, config });
}

describe("start sequence in the browser", () => {
  beforeEach(() => {
    ["meedu-user-token", "meedu-signed-in", "meedu-bind-mobile", "meedu-face-check"].forEach((name) =>
      Cookies.remove(name, { path: "/" }),
    );
    localStorage.clear();
    mockSearch = "";
  });

  it("sets both pending flags when the config forces them and the member has not done them", () => {
    renderSync(
      makeUser({ is_bind_mobile: 0, is_face_verify: false }),
      makeConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: true } }),
    );
    expect(Cookies.get("meedu-bind-mobile")).toBe("ok");
    expect(Cookies.get("meedu-face-check")).toBe("ok");
  });

  it("clears the flags when nothing is pending", () => {
    Cookies.set("meedu-bind-mobile", "ok");
    Cookies.set("meedu-face-check", "ok");
    renderSync(
      makeUser({ is_bind_mobile: 1, is_face_verify: true }),
      makeConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: true } }),
    );
    expect(Cookies.get("meedu-bind-mobile")).toBeUndefined();
    expect(Cookies.get("meedu-face-check")).toBeUndefined();
  });

  it("does not force anything the config leaves off", () => {
    renderSync(
      makeUser({ is_bind_mobile: 0, is_face_verify: false }),
      makeConfig({ member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false } }),
    );
    expect(Cookies.get("meedu-bind-mobile")).toBeUndefined();
    expect(Cookies.get("meedu-face-check")).toBeUndefined();
  });

  it("stores msv from the URL and leaves the session cookies to the server", () => {
    Cookies.set("meedu-signed-in", "1", { path: "/" });
    Cookies.set("meedu-bind-mobile", "ok", { path: "/" });
    mockSearch = "msv=42";
    renderSync(null, makeConfig());
    expect(localStorage.getItem("meedu-msv")).toBe("42");
    // Without a member nothing is decided here: flags and session stay as they are.
    expect(Cookies.get("meedu-signed-in")).toBe("1");
    expect(Cookies.get("meedu-bind-mobile")).toBe("ok");
  });

  it("stores no msv when the URL has none", () => {
    renderSync(null, makeConfig());
    expect(localStorage.getItem("meedu-msv")).toBeNull();
  });

  it("sets the flags once SessionLoader puts the member into the store", () => {
    function LoadMember() {
      const store = useUserStoreApi();
      return (
        <button type="button" onClick={() => store.getState().loginAction(makeUser({ is_bind_mobile: 0 }))}>
          load member
        </button>
      );
    }
    const view = renderWithStores(
      <>
        <LoadMember />
        <SessionSync />
      </>,
      { config: makeConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: false } }) },
    );
    expect(Cookies.get("meedu-bind-mobile")).toBeUndefined();
    fireEvent.click(view.getByRole("button", { name: "load member" }));
    expect(Cookies.get("meedu-bind-mobile")).toBe("ok");
  });
});
