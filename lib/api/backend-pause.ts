// Server side: once the backend has let a read wait most of a render's deadline, reads stop
// waiting for it for a short while and fail at once. A page that fails is rendered a second
// time by Next (its error page, with the metadata reads again, in a new render with a new
// deadline); without the pause every failing page would wait twice (30 s, not 15 s), and every
// render during an outage would hold its visitor for the full deadline. Cached pages are still
// served stale meanwhile (Next's cache and the edge keep them).

/** A read that waited this long before timing out means the backend is not answering. */
export const SLOW_READ_MS = 5_000;
/** How long reads fail at once after that. */
export const PAUSE_MS = 10_000;

let pausedUntil = 0;

export function backendPaused(now = Date.now()): boolean {
  return now < pausedUntil;
}

export function noteTimedOutRead(waitedMs: number, now = Date.now()): void {
  if (waitedMs >= SLOW_READ_MS) pausedUntil = now + PAUSE_MS;
}

/** Tests only. */
export function resumeBackend(): void {
  pausedUntil = 0;
}
