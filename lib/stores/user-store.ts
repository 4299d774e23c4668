import { createStore } from "zustand/vanilla";
import type { User } from "../api/member-types";
import { clearPendingFlags } from "../browser/auth-storage";

export interface AddressForm {
  name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  street: string;
}

export interface UserState {
  user: User | null;
  isLogin: boolean;
  freshUnread: boolean;
  addressForm: AddressForm;
  loginAction(user: User): void;
  logoutAction(): void;
  changeUserCredit(credit1: number): void;
  saveUnread(freshUnread: boolean): void;
  setNewAddress(addressForm: AddressForm): void;
}

export const emptyAddressForm = (): AddressForm => ({
  name: "",
  mobile: "",
  province: "",
  city: "",
  area: "",
  street: "",
});

export function createUserStore(initialUser: User | null = null, initialFreshUnread = initialUser !== null) {
  return createStore<UserState>()((set) => ({
    user: initialUser,
    isLogin: initialUser !== null,
    freshUnread: initialUser !== null && initialFreshUnread,
    addressForm: emptyAddressForm(),
    loginAction: (user) => set({ user, isLogin: true, freshUnread: true }),
    // The session cookies are cleared by the site's server (logout, or the API refusing the token).
    logoutAction: () => {
      clearPendingFlags();
      set({ user: null, isLogin: false, freshUnread: false });
    },
    changeUserCredit: (credit1) => set((state) => (state.user ? { user: { ...state.user, credit1 } } : {})),
    saveUnread: (freshUnread) => set({ freshUnread }),
    setNewAddress: (addressForm) => set({ addressForm: { ...addressForm } }),
  }));
}

export type UserStore = ReturnType<typeof createUserStore>;
