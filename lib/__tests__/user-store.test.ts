import { createUserStore, type AddressForm } from "../stores/user-store";
import { makeUser } from "../test-helpers/fixtures";

function cookieNames(): string[] {
  return document.cookie
    .split(";")
    .map((part) => part.trim().split("=")[0])
    .filter(Boolean);
}

describe("user store", () => {
  it("starts logged out, or logged in when seeded with a user", () => {
    expect(createUserStore().getState()).toMatchObject({ user: null, isLogin: false, freshUnread: false });
    expect(createUserStore(makeUser()).getState()).toMatchObject({ isLogin: true, freshUnread: true });
    expect(createUserStore().getState().addressForm).toEqual({
      name: "",
      mobile: "",
      province: "",
      city: "",
      area: "",
      street: "",
    });
  });

  it("loginAction stores the user with isLogin and freshUnread true", () => {
    const store = createUserStore();
    const user = makeUser();
    store.getState().loginAction(user);
    expect(store.getState()).toMatchObject({ user, isLogin: true, freshUnread: true });
  });

  it("logoutAction clears the user and the pending-flag cookies; the session cookies are the server's", () => {
    // In a browser the HttpOnly token cookie is invisible here; the /api proxy clears it and the
    // marker. A script-set cookie of that name stands in to show logoutAction does not touch them.
    document.cookie = "meedu-user-token=tok; path=/";
    document.cookie = "meedu-signed-in=1; path=/";
    document.cookie = "meedu-bind-mobile=ok; path=/";
    document.cookie = "meedu-face-check=ok; path=/";
    document.cookie = "unrelated=1; path=/";
    const store = createUserStore(makeUser());
    store.getState().logoutAction();
    expect(store.getState()).toMatchObject({ user: null, isLogin: false, freshUnread: false });
    expect(cookieNames().sort()).toEqual(["meedu-signed-in", "meedu-user-token", "unrelated"]);
    for (const name of ["meedu-user-token", "meedu-signed-in", "unrelated"]) {
      document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  });

  it("changeUserCredit overwrites credit1 only", () => {
    const store = createUserStore(makeUser({ credit1: 10 }));
    store.getState().changeUserCredit(3);
    expect(store.getState().user).toEqual(makeUser({ credit1: 3 }));
    const empty = createUserStore();
    empty.getState().changeUserCredit(5);
    expect(empty.getState().user).toBeNull();
  });

  it("saveUnread sets freshUnread", () => {
    const store = createUserStore(makeUser());
    store.getState().saveUnread(false);
    expect(store.getState().freshUnread).toBe(false);
    store.getState().saveUnread(true);
    expect(store.getState().freshUnread).toBe(true);
  });

  it("setNewAddress replaces the address form with a copy", () => {
    const store = createUserStore();
    const address: AddressForm = {
      name: "张三",
      mobile: "13800000000",
      province: "浙江",
      city: "杭州",
      area: "西湖",
      street: "文三路",
    };
    store.getState().setNewAddress(address);
    address.street = "changed later";
    expect(store.getState().addressForm).toEqual({ ...address, street: "文三路" });
    store.getState().setNewAddress({ name: "李四", mobile: "", province: "", city: "", area: "", street: "" });
    expect(store.getState().addressForm.province).toBe("");
  });
});
