import { createContext, useContext, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import type { NavItem, SystemConfig } from "../api/system-types";
import type { User } from "../api/member-types";
import { createNavsStore, type NavsState, type NavsStore } from "./navs-store";
import { createSystemStore, type SystemState, type SystemStore } from "./system-store";
import { createUserStore, type UserState, type UserStore } from "./user-store";

interface Stores {
  user: UserStore;
  system: SystemStore;
  navs: NavsStore;
}

const StoresContext = createContext<Stores | null>(null);

export interface StoreSeed {
  user: User | null;
  /** Whether the server already knows the member has unread messages. */
  hasUnread?: boolean;
  config: SystemConfig | null;
  navs: NavItem[];
}

// One set of stores per request/render tree, seeded from server data.
export function StoreProvider({ seed, children }: { seed: StoreSeed; children: ReactNode }) {
  const [stores] = useState<Stores>(() => ({
    user: createUserStore(seed.user, seed.hasUnread ?? seed.user !== null),
    system: createSystemStore(seed.config),
    navs: createNavsStore(seed.navs),
  }));
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error("Store hooks must be used inside <StoreProvider>");
  return stores;
}

export function useUserStore<T>(selector: (state: UserState) => T): T {
  return useStore(useStores().user, selector);
}

export function useSystemStore<T>(selector: (state: SystemState) => T): T {
  return useStore(useStores().system, selector);
}

export function useNavsStore<T>(selector: (state: NavsState) => T): T {
  return useStore(useStores().navs, selector);
}

/** For event handlers that need the latest state without subscribing. */
export function useUserStoreApi(): UserStore {
  return useStores().user;
}
