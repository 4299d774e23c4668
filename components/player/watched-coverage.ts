// Which parts of a lesson the member has really played, for the progress heartbeat: the union of
// the stretches played (watching a part twice counts once), and where playback stopped. A seek or
// a jump ahead adds nothing (neither does the time skipped); playing on from there does.
// Ordinary playback moves currentTime in small steps (timeupdate every 15–250 ms). Pure, for testing.

/** Above any step between two timeupdates at the player's fastest speed (2×), below a deliberate skip. */
export const MAX_PLAYBACK_STEP_SECONDS = 2;

/** [from, to] in seconds, from < to. */
export type Stretch = readonly [number, number];

export interface WatchedCoverage {
  /** The playback position now (on timeupdate, and before reporting), when the element is not seeking. */
  observe(time: number): void;
  /** A seek or a new source: the next position starts a new stretch instead of continuing this one. */
  interrupt(): void;
  /** Seconds of the lesson played at least once. */
  coveredSeconds(): number;
  /** The last position observed (where the member stopped), or null before any. */
  position(): number | null;
  /** The played stretches, sorted and disjoint (to keep them between visits). */
  stretches(): Stretch[];
}

/** `stretches` with `added` merged in: sorted, disjoint, touching ones joined. */
export function withStretch(stretches: readonly Stretch[], added: Stretch): Stretch[] {
  let [from, to] = added;
  const kept: Stretch[] = [];
  for (const stretch of stretches) {
    if (stretch[1] < from || stretch[0] > to) kept.push(stretch);
    else [from, to] = [Math.min(from, stretch[0]), Math.max(to, stretch[1])];
  }
  kept.push([from, to]);
  return kept.sort((a, b) => a[0] - b[0]);
}

export function totalSeconds(stretches: readonly Stretch[]): number {
  return stretches.reduce((sum, [from, to]) => sum + (to - from), 0);
}

const isStretch = (value: unknown): value is Stretch =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((n) => typeof n === "number" && Number.isFinite(n) && n >= 0) &&
  value[0] < value[1];

/** `initial`: stretches played on earlier visits (anything malformed is dropped). */
export function createWatchedCoverage(initial: readonly unknown[] = []): WatchedCoverage {
  let played = initial.filter(isStretch).reduce<Stretch[]>((list, stretch) => withStretch(list, stretch), []);
  let last: number | null = null;
  let stoppedAt: number | null = null;
  return {
    observe(time) {
      if (!Number.isFinite(time) || time < 0) return;
      if (last !== null) {
        const step = time - last;
        if (step > 0 && step <= MAX_PLAYBACK_STEP_SECONDS) played = withStretch(played, [last, time]);
      }
      last = time;
      stoppedAt = time;
    },
    interrupt() {
      last = null;
    },
    coveredSeconds: () => totalSeconds(played),
    position: () => stoppedAt,
    stretches: () => [...played],
  };
}
