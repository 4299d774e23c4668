import { createStore } from "zustand/vanilla";
import type { User } from "../api/member-types";
import { clearPendingFlags } from "../browser/auth-storage";
import { forgetMember, rememberMember, type RememberedMember } from "../browser/remembered-member";

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
  /** The unread dot. */
  freshUnread: boolean;
  /** What MeEdu's unread count said on this page load; null until asked. */
  unreadCount: number | null;
  /** The dot no longer rests on the count alone: the messages were consulted, or recounted after a mark-read. */
  unreadConfirmed: boolean;
  addressForm: AddressForm;
  /** The browser holds a session the API could not confirm (busy or unreachable): not a visitor. */
  sessionUnknown: boolean;
  /** The member last signed in here, shown while their session is loading or unknown. */
  rememberedMember: RememberedMember | null;
  loginAction(user: User): void;
  logoutAction(): void;
  /** A session is being loaded: show who was signed in here meanwhile. */
  recallMember(member: RememberedMember | null): void;
  markSessionUnknown(): void;
  changeUserCredit(credit1: number): void;
  saveUnread(freshUnread: boolean): void;
  /** The count sets the dot; `confirmed` when MeEdu has just recounted (after a mark-read). */
  saveUnreadCount(count: number, confirmed?: boolean): void;
  /** The first page of messages was consulted (or is being): unread ones light the dot. */
  confirmUnread(hasUnread: boolean): void;
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
    unreadCount: null,
    unreadConfirmed: false,
    addressForm: emptyAddressForm(),
    sessionUnknown: false,
    rememberedMember: null,
    loginAction: (user) => {
      rememberMember(user);
      set({
        user,
        isLogin: true,
        freshUnread: true,
        unreadCount: null,
        unreadConfirmed: false,
        sessionUnknown: false,
        rememberedMember: null,
      });
    },
    // The session cookies are cleared by the site's server (logout, or the API refusing the token).
    logoutAction: () => {
      clearPendingFlags();
      forgetMember();
      set({
        user: null,
        isLogin: false,
        freshUnread: false,
        unreadCount: null,
        unreadConfirmed: false,
        sessionUnknown: false,
        rememberedMember: null,
      });
    },
    recallMember: (rememberedMember) => set({ rememberedMember }),
    markSessionUnknown: () => set({ sessionUnknown: true }),
    changeUserCredit: (credit1) => set((state) => (state.user ? { user: { ...state.user, credit1 } } : {})),
    saveUnread: (freshUnread) => set({ freshUnread }),
    saveUnreadCount: (count, confirmed = false) =>
      set((state) => ({
        unreadCount: count,
        freshUnread: count > 0,
        unreadConfirmed: state.unreadConfirmed || confirmed,
      })),
    confirmUnread: (hasUnread) =>
      set((state) => ({ unreadConfirmed: true, freshUnread: state.freshUnread || hasUnread })),
    setNewAddress: (addressForm) => set({ addressForm: { ...addressForm } }),
  }));
}

export type UserStore = ReturnType<typeof createUserStore>;
