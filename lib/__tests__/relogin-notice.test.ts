import { rememberReloginNotice, takeReloginNotice } from "../browser/relogin-notice";

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
