// The player's keyboard shortcuts: which key press becomes which command, given what has focus.
// Each focused control keeps the keys its own behaviour needs (a button's Space, a slider's arrows).

import type { PlayerCommand } from "./player-commands";

export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

/** The keys, for aria-keyshortcuts on the player. */
export const PLAYER_KEY_SHORTCUTS = "Space K ArrowLeft ArrowRight ArrowUp ArrowDown F M";

/**
 * What has focus inside the player: the player itself (or the picture), a button or link,
 * the seek bar (its arrows seek by the shortcut step, within the rules), another slider
 * (volume: its arrows are its own), a field (a select: every key is its own).
 */
export type KeyTarget = "player" | "button" | "seek-bar" | "slider" | "field";

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

const SLIDER_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

export function shortcutCommand(press: KeyPress, target: KeyTarget): PlayerCommand | null {
  // Leave the browser's and the screen reader's own combinations alone.
  if (press.ctrlKey || press.altKey || press.metaKey || target === "field") return null;
  const { key } = press;
  if (target === "slider" && SLIDER_KEYS.has(key)) return null;
  if (target === "seek-bar") {
    if (key === "ArrowUp") return { type: "seek-by", seconds: SEEK_STEP_SECONDS };
    if (key === "ArrowDown") return { type: "seek-by", seconds: -SEEK_STEP_SECONDS };
    if (key === "Home") return { type: "seek-to", seconds: 0 };
    if (key === "End") return { type: "seek-to", seconds: Number.POSITIVE_INFINITY };
  }
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case " ":
      return target === "button" ? null : { type: "toggle-play" };
    case "k":
      return { type: "toggle-play" };
    case "ArrowLeft":
      return { type: "seek-by", seconds: -SEEK_STEP_SECONDS };
    case "ArrowRight":
      return { type: "seek-by", seconds: SEEK_STEP_SECONDS };
    case "ArrowUp":
      return { type: "volume-by", delta: VOLUME_STEP };
    case "ArrowDown":
      return { type: "volume-by", delta: -VOLUME_STEP };
    case "f":
      return { type: "toggle-fullscreen" };
    case "m":
      return { type: "toggle-mute" };
    default:
      return null;
  }
}

/** Classifies the element a key press comes from (the event target inside the player). */
export function keyTargetOf(element: EventTarget | null): KeyTarget {
  if (!(element instanceof HTMLElement)) return "player";
  if (element instanceof HTMLInputElement && element.type === "range") {
    return element.dataset.seekBar !== undefined ? "seek-bar" : "slider";
  }
  if (
    element.isContentEditable ||
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  ) {
    return "field";
  }
  if (element.closest("button, a[href], [role=button]")) return "button";
  return "player";
}
