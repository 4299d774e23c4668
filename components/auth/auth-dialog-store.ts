import { create } from "zustand";

export type AuthDialog =
  "login" | "register" | "forgot-password" | "wechat-qr" | "wechat-bind-mobile" | "code-bind-mobile";

interface AuthDialogState {
  open: AuthDialog | null;
  show(dialog: AuthDialog): void;
  close(): void;
}

// Which sign-in dialog is open; browser-only UI state shared by header, /login and dialogs.
export const useAuthDialogStore = create<AuthDialogState>()((set) => ({
  open: null,
  show: (dialog) => set({ open: dialog }),
  close: () => set({ open: null }),
}));
