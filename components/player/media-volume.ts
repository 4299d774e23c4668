// Volume and mute as the player's controls change them. Pure, for testing.

export interface VolumeState {
  /** 0–1, as HTMLMediaElement.volume. */
  volume: number;
  muted: boolean;
}

/** Unmuting a player whose level is 0 would still be silent; it comes back at this level. */
export const UNMUTE_LEVEL = 0.5;

const clampLevel = (level: number) =>
  Number.isFinite(level) ? Math.min(1, Math.max(0, Math.round(level * 100) / 100)) : 0;

/** ↑/↓: a step up also unmutes, so the first press is heard. */
export function volumeAfterStep(state: VolumeState, delta: number): VolumeState {
  const volume = clampLevel(state.volume + delta);
  return { volume, muted: delta > 0 ? false : state.muted };
}

export function volumeAfterMuteToggle(state: VolumeState): VolumeState {
  if (!state.muted && state.volume > 0) return { volume: state.volume, muted: true };
  return { volume: state.volume > 0 ? state.volume : UNMUTE_LEVEL, muted: false };
}

/** The volume slider: dragging it to 0 mutes, anything above unmutes. */
export function volumeFromSlider(level: number): VolumeState {
  const volume = clampLevel(level);
  return { volume, muted: volume === 0 };
}

/** What the mute button and the slider show: a muted player reads as silent. */
export function isSilent(state: VolumeState): boolean {
  return state.muted || state.volume === 0;
}
