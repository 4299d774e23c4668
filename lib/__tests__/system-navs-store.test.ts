import { CONFIG_FUNC_KEYS, type ConfigFunc } from "../api/system-types";
import { createNavsStore } from "../stores/navs-store";
import { createSystemStore, defaultConfigFunc } from "../stores/system-store";
import { makeConfig, makeNavs } from "../test-helpers/fixtures";

describe("system store", () => {
  it("starts with config null, vip on and the 18 other switches off", () => {
    const { config, configFunc } = createSystemStore().getState();
    expect(config).toBeNull();
    expect(Object.keys(configFunc)).toHaveLength(19);
    expect(Object.keys(configFunc).sort()).toEqual([...CONFIG_FUNC_KEYS].sort());
    expect(configFunc.vip).toBe(true);
    const others = Object.entries(configFunc).filter(([key]) => key !== "vip");
    expect(others).toHaveLength(18);
    expect(others.every(([, on]) => on === false)).toBe(true);
    expect(configFunc).toEqual(defaultConfigFunc());
  });

  it("saveConfigAction replaces the config as received", () => {
    const store = createSystemStore();
    const config = makeConfig();
    store.getState().saveConfigAction(config);
    expect(store.getState().config).toBe(config);
    store.getState().saveConfigAction(null);
    expect(store.getState().config).toBeNull();
  });

  it("saveConfigFuncAction replaces the whole switch map", () => {
    const store = createSystemStore();
    const next: ConfigFunc = { ...defaultConfigFunc(), vip: false, live: true, cert: true };
    store.getState().saveConfigFuncAction(next);
    expect(store.getState().configFunc).toEqual(next);
    expect(store.getState().configFunc).not.toBe(next);
  });
});

describe("navs store", () => {
  it("saveNavsAction replaces the list", () => {
    const store = createNavsStore([{ name: "旧", url: "/old", blank: false, children: [] }]);
    const navs = makeNavs();
    store.getState().saveNavsAction(navs);
    expect(store.getState().navs).toEqual(navs);
    store.getState().saveNavsAction([]);
    expect(store.getState().navs).toEqual([]);
  });
});
