// How far into a lesson the member has watched, for the progress heartbeat: MeEdu keeps one number
// per lesson (watch_seconds) that is both where the next visit resumes and, once it reaches the
// lesson's length, what marks it watched. So it is the furthest position reached by playing on
// from ground already watched: a seek or jump ahead counts for nothing (neither does playing on
// from there), and watching an earlier part again keeps the furthest point instead of adding to it.
// Ordinary playback moves currentTime in small steps (timeupdate every 15–250 ms). Pure, for testing.

/** Above any step between two timeupdates at the player's fastest speed (2×), below a deliberate skip. */
export const MAX_PLAYBACK_STEP_SECONDS = 2;

export interface WatchedReach {
  /** The playback position now (on timeupdate, and before reporting), when the element is not seeking. */
  observe(time: number): void;
  /** A seek or a new source: the next position starts a new stretch instead of continuing this one. */
  interrupt(): void;
  /** The furthest position watched, in seconds (at least the starting point). */
  seconds(): number;
}

/** `start`: how far the backend says the member had watched when the page loaded. */
export function createWatchedReach(start = 0): WatchedReach {
  let reached = Number.isFinite(start) && start > 0 ? start : 0;
  let last: number | null = null;
  return {
    observe(time) {
      if (!Number.isFinite(time)) return;
      if (last !== null) {
        const step = time - last;
        const playing = step > 0 && step <= MAX_PLAYBACK_STEP_SECONDS;
        // A stretch counts once it runs on from watched ground (where it started is within one step of it).
        if (playing && last <= reached + MAX_PLAYBACK_STEP_SECONDS && time > reached) reached = time;
      }
      last = time;
    },
    interrupt() {
      last = null;
    },
    seconds: () => reached,
  };
}
