// The one number MeEdu keeps per lesson (watch_seconds, POST video/{id}/record `duration`): MeEdu
// stores it only while the lesson is unwatched and only when it is not below the stored one, and
// marks the lesson watched once it reaches the lesson's length (VideoBus/UserService). So the
// player reports where the member stopped, held one second short of the length, until the
// seconds really played cover WATCHED_SHARE of the lesson; then the length itself. Pure, for testing.

/** A lesson counts as watched once the seconds played (each counted once) cover 90 % of it. */
export const WATCHED_SHARE = 0.9;

export interface WatchedReportInput {
  /** Seconds of the lesson played at least once (watched-coverage.ts). */
  coveredSeconds: number;
  /** Where playback stopped, or null before any. */
  position: number | null;
  /** The lesson's length as MeEdu knows it (what it compares with); 0 when unknown. */
  lessonSeconds: number;
  /** The media's own length, when the element knows it. */
  mediaSeconds: number | null;
}

// Media positions land a hair under whole seconds (29.999…), which would floor one short.
const wholeSeconds = (seconds: number) => Math.floor(Math.round(seconds * 1000) / 1000);

// Stretches add up in floating point (27 may come out as 26.999…).
const ROUNDING = 1e-6;

export function isWatchedEnough(coveredSeconds: number, length: number): boolean {
  return length > 0 && coveredSeconds + ROUNDING >= WATCHED_SHARE * length;
}

/** The seconds to report (0: nothing to report). */
export function watchedReport({ coveredSeconds, position, lessonSeconds, mediaSeconds }: WatchedReportInput): number {
  const media = mediaSeconds !== null && Number.isFinite(mediaSeconds) && mediaSeconds > 0 ? mediaSeconds : 0;
  // What can be played is the media; what MeEdu needs to see is its own length.
  const length = media || lessonSeconds;
  if (!(length > 0)) return 0;
  const finished = Math.max(lessonSeconds, Math.round(media));
  if (isWatchedEnough(coveredSeconds, length)) return finished;
  return Math.max(0, Math.min(wholeSeconds(position ?? 0), finished - 1));
}
