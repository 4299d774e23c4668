// When to send the progress heartbeat (POST video/{id}/record): every 10 s of playback,
// and on pause, on ended and when the page is hidden or left (the official client sent
// nothing on pause or leave, so the last seconds watched were lost). What it sends comes from the caller: the lesson's watched
// seconds (use-progress-reporting.ts). Pure, so fake timers can drive it.

export const PROGRESS_INTERVAL_MS = 10_000;

export type ProgressReason = "tick" | "pause" | "ended" | "hidden" | "pagehide" | "dispose";

export interface ProgressSchedulerOptions {
  /** The seconds to report now. */
  getSeconds: () => number;
  /** Receives whole seconds (> 0); never the same value twice in a row. */
  report: (seconds: number, reason: ProgressReason) => void;
  intervalMs?: number;
}

export interface ProgressScheduler {
  play(): void;
  pause(): void;
  ended(): void;
  /** The tab was hidden or the page is going away; playback may go on. */
  leave(reason: "hidden" | "pagehide"): void;
  dispose(): void;
}

export function createProgressScheduler(options: ProgressSchedulerOptions): ProgressScheduler {
  const intervalMs = options.intervalMs ?? PROGRESS_INTERVAL_MS;
  let timer: ReturnType<typeof setInterval> | null = null;
  let started = false;
  let lastReported = 0;

  const send = (reason: ProgressReason) => {
    const seconds = Math.floor(options.getSeconds());
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds === lastReported) return;
    lastReported = seconds;
    options.report(seconds, reason);
  };

  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };

  return {
    play() {
      started = true;
      if (timer === null) timer = setInterval(() => send("tick"), intervalMs);
    },
    pause() {
      stop();
      if (started) send("pause");
    },
    ended() {
      stop();
      if (started) send("ended");
    },
    leave(reason) {
      if (started) send(reason);
    },
    dispose() {
      stop();
      if (started) send("dispose");
      started = false;
    },
  };
}
