// The seconds of a lesson actually played, for the progress heartbeat: the sum of the forward steps
// of currentTime during ordinary playback. A seek (forward or back) is not playing, nor is any
// step too big to come from one timeupdate (the browser fires it every 15–250 ms). Pure, for testing.

/** Above any step between two timeupdates at the player's fastest speed (2×), below a deliberate skip. */
export const MAX_PLAYBACK_STEP_SECONDS = 2;

export interface PlayedTime {
  /** The playback position now (on timeupdate, and before reporting), when the element is not seeking. */
  observe(time: number): void;
  /** A seek or a new source: the next position starts a new stretch instead of continuing this one. */
  interrupt(): void;
  /** Seconds played since the counter was created. */
  seconds(): number;
}

export function createPlayedTime(): PlayedTime {
  let played = 0;
  let last: number | null = null;
  return {
    observe(time) {
      if (!Number.isFinite(time)) return;
      const step = last === null ? 0 : time - last;
      if (step > 0 && step <= MAX_PLAYBACK_STEP_SECONDS) played += step;
      last = time;
    },
    interrupt() {
      last = null;
    },
    seconds: () => played,
  };
}
