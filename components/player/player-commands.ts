// What the player's own controls and keyboard shortcuts do to the <video> element.

import { volumeAfterMuteToggle, volumeAfterStep, volumeFromSlider, type VolumeState } from "./media-volume";
import { seekTarget } from "./playback-rules";

export type PlayerCommand =
  | { type: "toggle-play" }
  | { type: "seek-by"; seconds: number }
  | { type: "seek-to"; seconds: number }
  | { type: "volume-by"; delta: number }
  | { type: "set-volume"; level: number }
  | { type: "toggle-mute" }
  | { type: "toggle-fullscreen" };

export interface CommandContext {
  /** The media's length, or the lesson's length from the backend until the media reports one. */
  duration: number;
  /** ban_drag: the furthest point watched; Infinity when seeking is free. */
  forwardLimit: number;
  toggleFullscreen: () => void;
}

/** Commands that move or start playback; they wait while an overlay (trial end, another tab…) covers the video. */
export function isPlaybackCommand(command: PlayerCommand): boolean {
  return command.type === "toggle-play" || command.type === "seek-by" || command.type === "seek-to";
}

export function runCommand(video: HTMLVideoElement, command: PlayerCommand, context: CommandContext): void {
  switch (command.type) {
    case "toggle-play":
      // A refused or interrupted play() leaves the play button showing: nothing to report.
      if (video.paused || video.ended) video.play().catch(() => undefined);
      else video.pause();
      return;
    case "seek-by":
      return seek(video, seekTarget(video.currentTime + command.seconds, context.duration, context.forwardLimit));
    case "seek-to":
      return seek(video, seekTarget(command.seconds, context.duration, context.forwardLimit));
    case "volume-by":
      return applyVolume(video, volumeAfterStep(readVolume(video), command.delta));
    case "set-volume":
      return applyVolume(video, volumeFromSlider(command.level));
    case "toggle-mute":
      return applyVolume(video, volumeAfterMuteToggle(readVolume(video)));
    case "toggle-fullscreen":
      context.toggleFullscreen();
  }
}

/** End with no known length has nowhere to go (and the element throws on Infinity). */
function seek(video: HTMLVideoElement, target: number): void {
  if (Number.isFinite(target)) video.currentTime = target;
}

const readVolume = (video: HTMLVideoElement): VolumeState => ({ volume: video.volume, muted: video.muted });

function applyVolume(video: HTMLVideoElement, state: VolumeState): void {
  video.volume = state.volume;
  video.muted = state.muted;
}
