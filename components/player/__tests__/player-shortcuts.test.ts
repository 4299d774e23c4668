import { keyTargetOf, SEEK_STEP_SECONDS, shortcutCommand, VOLUME_STEP, type KeyTarget } from "../player-shortcuts";

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
});
const on = (target: KeyTarget) => (key: string) => shortcutCommand(press(key), target);

describe("shortcutCommand", () => {
  it("maps the player's keys when the player itself has focus", () => {
    const key = on("player");
    expect(key(" ")).toEqual({ type: "toggle-play" });
    expect(key("k")).toEqual({ type: "toggle-play" });
    expect(key("K")).toEqual({ type: "toggle-play" });
    expect(key("ArrowLeft")).toEqual({ type: "seek-by", seconds: -5 });
    expect(key("ArrowRight")).toEqual({ type: "seek-by", seconds: 5 });
    expect(key("ArrowUp")).toEqual({ type: "volume-by", delta: 0.1 });
    expect(key("ArrowDown")).toEqual({ type: "volume-by", delta: -0.1 });
    expect(key("f")).toEqual({ type: "toggle-fullscreen" });
    expect(key("F")).toEqual({ type: "toggle-fullscreen" });
    expect(key("m")).toEqual({ type: "toggle-mute" });
    expect(key("M")).toEqual({ type: "toggle-mute" });
    expect(key("x")).toBeNull();
    expect(key("Enter")).toBeNull();
    expect(key("Tab")).toBeNull();
    expect(SEEK_STEP_SECONDS).toBe(5);
    expect(VOLUME_STEP).toBe(0.1);
  });

  it("leaves combinations with Ctrl, Alt or Meta to the browser", () => {
    expect(shortcutCommand(press("f", { ctrlKey: true }), "player")).toBeNull();
    expect(shortcutCommand(press("ArrowLeft", { altKey: true }), "player")).toBeNull();
    expect(shortcutCommand(press("k", { metaKey: true }), "player")).toBeNull();
  });

  it("leaves Space to a focused button, which presses it; its other keys still work", () => {
    const key = on("button");
    expect(key(" ")).toBeNull();
    expect(key("k")).toEqual({ type: "toggle-play" });
    expect(key("ArrowRight")).toEqual({ type: "seek-by", seconds: 5 });
  });

  it("on the seek bar every arrow seeks by the step and Home/End go to the ends, through the seek rules", () => {
    const key = on("seek-bar");
    expect(key("ArrowRight")).toEqual({ type: "seek-by", seconds: 5 });
    expect(key("ArrowUp")).toEqual({ type: "seek-by", seconds: 5 });
    expect(key("ArrowLeft")).toEqual({ type: "seek-by", seconds: -5 });
    expect(key("ArrowDown")).toEqual({ type: "seek-by", seconds: -5 });
    expect(key("Home")).toEqual({ type: "seek-to", seconds: 0 });
    expect(key("End")).toEqual({ type: "seek-to", seconds: Number.POSITIVE_INFINITY });
    expect(key(" ")).toEqual({ type: "toggle-play" });
    expect(key("m")).toEqual({ type: "toggle-mute" });
  });

  it("leaves the volume slider its own arrow, Home, End and Page keys", () => {
    const key = on("slider");
    for (const name of ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]) {
      expect(key(name)).toBeNull();
    }
    expect(key("k")).toEqual({ type: "toggle-play" });
    expect(key("f")).toEqual({ type: "toggle-fullscreen" });
  });

  it("leaves every key to a select (倍速, 清晰度)", () => {
    const key = on("field");
    for (const name of [" ", "k", "f", "m", "ArrowUp", "ArrowDown"]) expect(key(name)).toBeNull();
  });
});

describe("keyTargetOf", () => {
  const element = (html: string) => {
    const holder = document.createElement("div");
    holder.innerHTML = html;
    return holder.firstElementChild;
  };

  it("tells the seek bar, other sliders, fields, buttons and the player apart", () => {
    expect(keyTargetOf(element('<input type="range" data-seek-bar="">'))).toBe("seek-bar");
    expect(keyTargetOf(element('<input type="range">'))).toBe("slider");
    expect(keyTargetOf(element("<select><option>1x</option></select>"))).toBe("field");
    expect(keyTargetOf(element('<input type="text">'))).toBe("field");
    expect(keyTargetOf(element("<textarea></textarea>"))).toBe("field");
    expect(keyTargetOf(element('<button type="button">全屏</button>'))).toBe("button");
    expect(keyTargetOf(element('<a href="/vip">会员免费看</a>'))).toBe("button");
    expect(keyTargetOf(element("<button><svg></svg></button>")?.querySelector("svg") ?? null)).toBe("player");
    expect(keyTargetOf(element('<div tabindex="0"></div>'))).toBe("player");
    expect(keyTargetOf(element("<video></video>"))).toBe("player");
    expect(keyTargetOf(null)).toBe("player");
  });
});
