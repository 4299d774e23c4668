import { createStore } from "zustand/vanilla";
import type { NavItem } from "../api/system-types";

export interface NavsState {
  navs: NavItem[];
  saveNavsAction(navs: NavItem[]): void;
}

export function createNavsStore(initialNavs: NavItem[] = []) {
  return createStore<NavsState>()((set) => ({
    navs: initialNavs,
    saveNavsAction: (navs) => set({ navs: [...navs] }),
  }));
}

export type NavsStore = ReturnType<typeof createNavsStore>;
