// Small pure rules of the player: resume point, forward-seek guard (ban_drag), seek target, trial limit.

/** Resume from the saved position when it is > 0, before the last 3 s and inside the trial. */
export function resumePosition(watchSeconds: number, duration: number, trialLimit: number | null = null): number {
  if (!(watchSeconds > 0) || !(duration > 0)) return 0;
  if (watchSeconds >= duration - 3) return 0;
  if (trialLimit !== null && watchSeconds >= trialLimit) return 0;
  return Math.floor(watchSeconds);
}

export interface SeekGuard {
  /** Playback reached `time` (call from timeupdate while not seeking). */
  observe(time: number): void;
  /** Where to snap back to, or null when the seek is allowed. */
  resolveSeek(target: number): number | null;
  furthest(): number;
}

/** ban_drag: seeking backwards is fine, forwards only up to the furthest point watched. */
export function createSeekGuard(start = 0, tolerance = 1): SeekGuard {
  let furthest = Math.max(0, start);
  return {
    observe(time) {
      if (Number.isFinite(time) && time > furthest) furthest = time;
    },
    resolveSeek(target) {
      return target > furthest + tolerance ? furthest : null;
    },
    furthest: () => furthest,
  };
}

/**
 * Where a seek from the player's own controls lands: inside the media (when its length is known)
 * and no further than `forwardLimit` (ban_drag: the furthest point watched; Infinity otherwise).
 * `requested` may be Infinity: the End key asks for the furthest allowed point.
 */
export function seekTarget(requested: number, duration: number, forwardLimit: number): number {
  let target = Number.isNaN(requested) ? 0 : Math.max(0, requested);
  if (Number.isFinite(duration) && duration > 0) target = Math.min(target, duration);
  return Math.min(target, Math.max(0, forwardLimit));
}

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export function allowedRates(banDrag: boolean): readonly number[] {
  return banDrag ? [1] : PLAYBACK_RATES;
}

/** Trial mode stops at free_seconds. */
export function trialReached(time: number, freeSeconds: number): boolean {
  return freeSeconds > 0 && time >= freeSeconds;
}
