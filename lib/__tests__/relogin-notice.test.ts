import { rememberReloginNotice, takeReloginFlag, takeReloginNotice } from "../browser/relogin-notice";

describe("relogin notice (the 请重新登录 hand-over to /login)", () => {
  beforeEach(() => sessionStorage.clear());

  it("hands the message over once", () => {
    expect(takeReloginNotice()).toBeNull();
    rememberReloginNotice("请重新登录");
    expect(takeReloginNotice()).toBe("请重新登录");
    expect(takeReloginNotice()).toBeNull();
  });

  it("keeps it in sessionStorage (this tab only), not localStorage", () => {
    rememberReloginNotice("请重新登录");
    expect(Object.values({ ...sessionStorage })).toContain("请重新登录");
    expect(localStorage.length).toBe(0);
  });

  it("keeps the latest message", () => {
    rememberReloginNotice("第一条");
    rememberReloginNotice("请重新登录");
    expect(takeReloginNotice()).toBe("请重新登录");
  });

  it("does not throw when storage is unavailable", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => rememberReloginNotice("请重新登录")).not.toThrow();
    expect(takeReloginNotice()).toBeNull();
    setItem.mockRestore();
    getItem.mockRestore();
  });
});

describe("the ?relogin=1 flag (a member page rendered with a refused token)", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("says 请重新登录 once and leaves the address without the flag", () => {
    window.history.replaceState(null, "", "/login?redirect=%2Fmember%2Forders&relogin=1");
    expect(takeReloginFlag()).toBe("请重新登录");
    expect(window.location.pathname + window.location.search).toBe("/login?redirect=%2Fmember%2Forders");
    expect(takeReloginFlag()).toBeNull();
  });

  it("says nothing without the flag", () => {
    window.history.replaceState(null, "", "/login?redirect=%2F");
    expect(takeReloginFlag()).toBeNull();
    expect(window.location.search).toBe("?redirect=%2F");
  });
});
