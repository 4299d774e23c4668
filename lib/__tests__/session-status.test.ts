import { readRememberedMember } from "../browser/remembered-member";
import { sessionStatus } from "../stores/session-status";
import { createUserStore } from "../stores/user-store";
import { makeUser } from "../test-helpers/fixtures";

// A browser with a session cookie is never a visitor until the API refuses its token: while the
// member loads, and when the API cannot answer (busy, unreachable), it is loading / unknown.

describe("sessionStatus", () => {
  it.each([
    [{ isLogin: true, sessionUnknown: false }, true, "member"],
    [{ isLogin: true, sessionUnknown: false }, false, "member"], // seeded by a member-only page
    [{ isLogin: false, sessionUnknown: false }, false, "visitor"],
    [{ isLogin: false, sessionUnknown: true }, false, "visitor"], // the cookie went: signed out
    [{ isLogin: false, sessionUnknown: false }, true, "loading"],
    [{ isLogin: false, sessionUnknown: true }, true, "unknown"],
  ] as const)("%o with the marker %s is %s", (state, hasMarker, expected) => {
    expect(sessionStatus(state, hasMarker)).toBe(expected);
  });
});

describe("the remembered member", () => {
  beforeEach(() => window.localStorage.clear());

  it("is the display facts of each sign-in (never the token or contact data), and goes on sign-out", () => {
    const store = createUserStore();
    store
      .getState()
      .loginAction(makeUser({ name: "小红", avatar: "https://api.example.com/a.png", mobile: "13800000000" }));
    expect(readRememberedMember()).toEqual({ name: "小红", avatar: "https://api.example.com/a.png" });
    expect(window.localStorage.getItem("meedu-last-member")).not.toContain("13800000000");
    store.getState().logoutAction();
    expect(readRememberedMember()).toBeNull();
    expect(store.getState().rememberedMember).toBeNull();
  });

  it("a busy API marks the session unknown; the member's answer or a sign-out clears it", () => {
    const store = createUserStore();
    store.getState().recallMember({ name: "小红", avatar: "" });
    store.getState().markSessionUnknown();
    expect(store.getState()).toMatchObject({ sessionUnknown: true, rememberedMember: { name: "小红" } });
    store.getState().loginAction(makeUser());
    expect(store.getState()).toMatchObject({ sessionUnknown: false, isLogin: true });
    store.getState().markSessionUnknown();
    store.getState().logoutAction();
    expect(store.getState()).toMatchObject({ sessionUnknown: false, isLogin: false });
  });

  it.each([["not json"], ["null"], ['{"name":1,"avatar":""}'], ['["小红"]']])(
    "reads %s, which is not ours, as nobody",
    (stored) => {
      window.localStorage.setItem("meedu-last-member", stored);
      expect(readRememberedMember()).toBeNull();
    },
  );
});
