// Server side: once the backend has let a read wait most of a render's deadline, reads stop
// waiting for it for a short while and fail at once. A page that fails is rendered a second
// time by Next (its error page, with the metadata reads again, in a new render with a new
// deadline); without the pause every failing page would wait twice (30 s, not 15 s), and every
// render during an outage would hold its visitor for the full deadline. Cached pages are still
// served stale meanwhile (Next's cache and the edge keep them).
//
// With several instances the pause is the whole edge's: one instance's is heard by the others
// (lib/server/shared-backend-pause.ts), so a visitor nginx passes on to another instance after
// the first timed out is not held for a deadline of its own. A pause that begins also ends the
// reads already waiting: they wait on the backend that has just failed to answer.

/** A read that waited this long before timing out means the backend is not answering. */
export const SLOW_READ_MS = 5_000;
/** How long reads fail at once after that. */
export const PAUSE_MS = 10_000;

let pausedUntil = 0;
let startSharing: (() => void) | null = null;
let announce: ((pauseMs: number) => void) | null = null;
const waitingReads = new Set<() => void>();

/** Asked before every server read. */
export function backendPaused(now = Date.now()): boolean {
  if (startSharing) {
    const start = startSharing;
    startSharing = null;
    start();
  }
  return now < pausedUntil;
}

function pauseFor(pauseMs: number, now: number): void {
  pausedUntil = Math.max(pausedUntil, now + pauseMs);
  for (const stop of [...waitingReads]) stop();
}

export function noteTimedOutRead(waitedMs: number, now = Date.now()): void {
  if (waitedMs < SLOW_READ_MS) return;
  pauseFor(PAUSE_MS, now);
  announce?.(PAUSE_MS);
}

/** A pause another instance began, `pauseMs` from now (a length: the instances' clocks may differ). */
export function hearBackendPause(pauseMs: number, now = Date.now()): void {
  if (!Number.isFinite(pauseMs) || pauseMs <= 0) return;
  pauseFor(Math.min(pauseMs, PAUSE_MS), now);
}

/**
 * Installed once by the server (lib/server/shared-backend-pause.ts): `start` runs on the first read,
 * as the site's settings are read on first use (lib/shared/env.ts).
 */
export function shareBackendPauseFromFirstRead(start: () => void): void {
  startSharing = start;
}

/** Set by that sharing: tells the other instances. */
export function announceBackendPauses(listener: ((pauseMs: number) => void) | null): void {
  announce = listener;
}

/**
 * `signal`, which also aborts (as a timeout) if a pause begins before `doneWaiting` is called:
 * for a read waiting on the backend. Once the backend answers, only `signal` ends the read.
 */
export function abortedByBackendPause(signal: AbortSignal): { signal: AbortSignal; doneWaiting(): void } {
  const controller = new AbortController();
  const stop = () => controller.abort(new DOMException("请求超时", "TimeoutError"));
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  waitingReads.add(stop);
  return { signal: controller.signal, doneWaiting: () => waitingReads.delete(stop) };
}

/** Tests only. */
export function resumeBackend(): void {
  pausedUntil = 0;
}
