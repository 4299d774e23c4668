import { create } from "zustand";

/**
 * Progress of a social login_code found in the URL, so /login/callback can show it:
 * idle (nothing handled yet), working, bind (the bind dialog is up), bound (bound and signed in,
 * the page is moving on), failed, none (no code to use).
 */
export type LoginCodePhase = "idle" | "working" | "bind" | "bound" | "failed" | "none";

interface LoginCodeState {
  phase: LoginCodePhase;
  set(phase: LoginCodePhase): void;
}

// Browser-only UI state, like the dialog store.
export const useLoginCodeStore = create<LoginCodeState>()((set) => ({
  phase: "idle",
  set: (phase) => set({ phase }),
}));
