import { createStore } from "zustand/vanilla";
import { CONFIG_FUNC_KEYS, type ConfigFunc, type SystemConfig } from "../api/system-types";

export interface SystemState {
  config: SystemConfig | null;
  configFunc: ConfigFunc;
  saveConfigAction(config: SystemConfig | null): void;
  saveConfigFuncAction(configFunc: ConfigFunc): void;
}

/** The open-source MeEdu PC ships with VIP on and the 18 add-on switches off. */
export function defaultConfigFunc(): ConfigFunc {
  const entries = CONFIG_FUNC_KEYS.map((key) => [key, key === "vip"] as const);
  return Object.fromEntries(entries) as ConfigFunc;
}

export function createSystemStore(initialConfig: SystemConfig | null = null) {
  return createStore<SystemState>()((set) => ({
    config: initialConfig,
    configFunc: defaultConfigFunc(),
    saveConfigAction: (config) => set({ config }),
    saveConfigFuncAction: (configFunc) => set({ configFunc: { ...configFunc } }),
  }));
}

export type SystemStore = ReturnType<typeof createSystemStore>;
