// How far a progress report may move a lesson's watched seconds: no further than the time that has
// really passed. A member's reports for a lesson form a session while they keep coming (gaps under
// SESSION_GAP_MS); within it the credited seconds may grow by the wall-clock time since the session
// began, times the fastest playback rate the player offers for the lesson, plus a small grace. The
// first report of a session stands for one report interval of playing. So seeking to the end, or
// posting the lesson's length straight away, credits seconds only as fast as someone watching.

/** The player's fastest speed (components/player/playback-rules.ts); ban_drag lessons play at 1× only. */
export const FASTEST_PLAYBACK_RATE = 2;
/** The player reports every 10 s of playback (components/player/progress-scheduler.ts). */
export const REPORT_INTERVAL_SECONDS = 10;
/** Rounding, timer jitter and a report sent just before a pause. */
export const GRACE_SECONDS = 5;
/** A longer silence ends the session (background tabs may report only once a minute). */
export const SESSION_GAP_MS = 120_000;
const MAX_SESSIONS = 10_000;

interface Session {
  /** Credited seconds when the session began. */
  base: number;
  /** When the session is taken to have begun: one report interval before its first report. */
  startedAt: number;
  lastReportAt: number;
}

export interface WatchPace {
  /**
   * The most watched seconds this report may leave the lesson at. `credited` is what is stored now;
   * `maxRate` the fastest playback rate available (1 when seeking and speed are locked).
   */
  ceiling(key: string, credited: number, maxRate: number, nowMs: number): number;
}

export function createWatchPace(): WatchPace {
  const sessions = new Map<string, Session>();

  const forgetEnded = (nowMs: number) => {
    if (sessions.size < MAX_SESSIONS) return;
    for (const [key, session] of sessions) if (nowMs - session.lastReportAt > SESSION_GAP_MS) sessions.delete(key);
  };

  return {
    ceiling(key, credited, maxRate, nowMs) {
      let session = sessions.get(key);
      if (!session || nowMs - session.lastReportAt > SESSION_GAP_MS) {
        forgetEnded(nowMs);
        session = { base: credited, startedAt: nowMs - REPORT_INTERVAL_SECONDS * 1000, lastReportAt: nowMs };
        sessions.set(key, session);
      }
      session.lastReportAt = nowMs;
      const playedAtMost = ((nowMs - session.startedAt) / 1000) * maxRate;
      return Math.floor(session.base + playedAtMost + GRACE_SECONDS);
    },
  };
}
