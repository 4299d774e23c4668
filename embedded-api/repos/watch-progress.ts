import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import { rewardCredit1, type Credit1Rewards } from "./credit-rewards";
import type { CourseRow } from "./courses";
import { visibleLessonCount, type LessonRow } from "./videos";

interface WatchRecord {
  id: number;
  watch_seconds: number;
  watched_at: string | null;
}

export type WatchRewards = Pick<Credit1Rewards, "watchedVideo" | "watchedCourse">;

export interface RecordInput {
  userId: number;
  course: CourseRow;
  lesson: LessonRow;
  /** Watched seconds to store (only ever raised), already held to the pace of real playback. */
  seconds: number;
  nowMs: number;
  rewards: WatchRewards;
}

/** The watched seconds stored for the member's lesson (0 before any report). */
export function storedWatchSeconds(db: Database, userId: number, videoId: number): number {
  const row = db
    .prepare("SELECT watch_seconds FROM user_video_watch_records WHERE user_id = ? AND video_id = ?")
    .get(userId, videoId) as { watch_seconds: number } | undefined;
  return row?.watch_seconds ?? 0;
}

/**
 * The progress heartbeat (MeEdu's recordUserVideoWatch) for a member entitled to the lesson: the lesson record only moves forward
 * and freezes once watched; the first time a lesson is watched to the end the course progress
 * is recomputed, and points are awarded for the lesson and, at 100 %, for the course.
 */
export function recordWatch(db: Database, input: RecordInput): void {
  const { userId, course, lesson, seconds, nowMs } = input;
  const at = toLocal(nowMs);
  const reachedEnd = seconds >= lesson.duration;
  db.transaction(() => {
    const record = db
      .prepare("SELECT id, watch_seconds, watched_at FROM user_video_watch_records WHERE user_id = ? AND video_id = ?")
      .get(userId, lesson.id) as WatchRecord | undefined;
    let justWatched = false;
    if (!record) {
      db.prepare(
        `INSERT INTO user_video_watch_records (user_id, course_id, video_id, watch_seconds, watched_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(userId, lesson.course_id, lesson.id, seconds, reachedEnd ? at : null, at, at);
      justWatched = reachedEnd;
    } else if (record.watched_at === null && record.watch_seconds <= seconds) {
      db.prepare(
        "UPDATE user_video_watch_records SET watch_seconds = ?, watched_at = ?, updated_at = ? WHERE id = ?",
      ).run(seconds, reachedEnd ? at : null, at, record.id);
      justWatched = reachedEnd;
    }
    addWatchSeconds(db, userId, at.slice(0, 10), Math.max(0, seconds - (record?.watch_seconds ?? 0)));

    // The course's record changes only when a lesson is finished (MeEdu's UserVideoWatchedListener),
    // so 在学 is ordered by the last lesson finished, not by the last heartbeat.
    if (!justWatched) return;
    const { watchedVideo, watchedCourse } = input.rewards;
    rewardCredit1(db, userId, watchedVideo, `看完视频送${watchedVideo}积分`, input.nowMs);
    if (updateCourseProgress(db, userId, course.id, at)) {
      rewardCredit1(db, userId, watchedCourse, `看完点播课程送${watchedCourse}积分`, input.nowMs);
    }
  })();
}

function addWatchSeconds(db: Database, userId: number, day: string, seconds: number): void {
  if (seconds <= 0) return;
  db.prepare(
    `INSERT INTO user_watch_stat (user_id, day, seconds) VALUES (?, ?, ?)
     ON CONFLICT (user_id, day) DO UPDATE SET seconds = seconds + excluded.seconds`,
  ).run(userId, day, seconds);
}

/** Recomputes course_user_records.progress; returns true when the course has just been completed. */
function updateCourseProgress(db: Database, userId: number, courseId: number, at: string): boolean {
  const total = visibleLessonCount(db, courseId, at);
  const learned = (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM user_video_watch_records r JOIN videos v ON v.id = r.video_id
         WHERE r.user_id = ? AND r.course_id = ? AND r.watched_at IS NOT NULL
           AND v.is_show = 1 AND v.deleted_at IS NULL AND v.published_at <= ?`,
      )
      .get(userId, courseId, at) as { n: number }
  ).n;
  // MeEdu: (int)(round($watched / $total, 2) * 100), float steps and all (4 of 6 is 67).
  const progress = total > 0 ? Math.min(100, Math.trunc((Math.round((learned / total) * 100) / 100) * 100)) : 0;
  db.prepare(
    `INSERT OR IGNORE INTO course_user_records (course_id, user_id, is_watched, watched_at, progress, created_at, updated_at)
     VALUES (?, ?, 0, NULL, 0, ?, ?)`,
  ).run(courseId, userId, at, at);
  const row = db
    .prepare("SELECT id, is_watched FROM course_user_records WHERE user_id = ? AND course_id = ?")
    .get(userId, courseId) as { id: number; is_watched: number };
  const completes = progress >= 100 && row.is_watched !== 1;
  db.prepare(
    `UPDATE course_user_records SET progress = ?, is_watched = ?, watched_at = CASE WHEN ? THEN ? ELSE watched_at END,
       updated_at = ? WHERE id = ?`,
  ).run(progress, completes ? 1 : row.is_watched, completes ? 1 : 0, at, at, row.id);
  return completes;
}
