import { useCallback, type KeyboardEvent, type RefObject } from "react";
import { isPlaybackCommand, runCommand, type PlayerCommand } from "./player-commands";
import { keyTargetOf, shortcutCommand } from "./player-shortcuts";

interface CommandOptions {
  /** ban_drag's limit, read at the moment of the seek (it grows while the lesson plays). */
  forwardLimit: () => number;
  /** The lesson's length from the backend, for seeks before the media reports its own. */
  fallbackDuration: number;
  toggleFullscreen: () => void;
  /** An overlay (trial end, another tab, end of lesson, load failure) covers the video: no play, no seek. */
  blocked: boolean;
}

/** `run` for the bar's controls and the picture, `onKeyDown` for the shortcuts on the focused player. */
export function usePlayerCommands(videoRef: RefObject<HTMLVideoElement | null>, options: CommandOptions) {
  const { forwardLimit, fallbackDuration, toggleFullscreen, blocked } = options;

  const run = useCallback(
    (command: PlayerCommand) => {
      const video = videoRef.current;
      if (!video || (blocked && isPlaybackCommand(command))) return;
      const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : fallbackDuration;
      runCommand(video, command, { duration, forwardLimit: forwardLimit(), toggleFullscreen });
    },
    [videoRef, forwardLimit, fallbackDuration, toggleFullscreen, blocked],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented) return;
      const command = shortcutCommand(event, keyTargetOf(event.target));
      if (!command) return;
      event.preventDefault(); // Space would scroll the page, arrows would move the seek bar a second time.
      run(command);
    },
    [run],
  );

  return { run, onKeyDown };
}
