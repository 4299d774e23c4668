import { create } from "zustand";

export type ToastKind = "success" | "error" | "info";

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  messages: ToastMessage[];
  show(kind: ToastKind, text: string): void;
  dismiss(id: number): void;
}

const TOAST_LIFETIME_MS = 3000;
let nextId = 1;

// Browser-only UI state (never rendered on the server), so one module store is fine here.
export const useToastStore = create<ToastState>()((set, get) => ({
  messages: [],
  show: (kind, text) => {
    // Calls failing for one reason (the backend is busy) say it once.
    if (get().messages.some((message) => message.kind === kind && message.text === text)) return;
    const id = nextId++;
    set({ messages: [...get().messages, { id, kind, text }] });
    setTimeout(() => get().dismiss(id), TOAST_LIFETIME_MS);
  },
  dismiss: (id) => set({ messages: get().messages.filter((message) => message.id !== id) }),
}));

export const toast = {
  success: (text: string) => useToastStore.getState().show("success", text),
  error: (text: string) => useToastStore.getState().show("error", text),
  info: (text: string) => useToastStore.getState().show("info", text),
};
