import type { Database } from "better-sqlite3";
import { isoUtc } from "../lib/dates";
import { objectOrEmpty } from "../lib/envelope";
import { visibleLessonCount } from "./videos";

/** Shared pieces of the study-centre items (v3 member/courses, courses/learned, courses/like, learned/course). `now` is local time for lesson visibility. */
export interface LearningScope {
  db: Database;
  userId: number;
  now: string;
}

/** `{id, title, thumb, charge, videos_count}`, or `[]` when the course is gone. */
export function courseBrief(s: LearningScope, courseId: number) {
  const row = s.db
    .prepare("SELECT id, title, thumb, charge FROM courses WHERE id = ? AND deleted_at IS NULL")
    .get(courseId) as { id: number; title: string; thumb: string; charge: number } | undefined;
  if (!row) return [];
  return { ...row, videos_count: visibleLessonCount(s.db, courseId, s.now) };
}

/** Lessons of the course watched to the end. */
export function learnedCount(s: LearningScope, courseId: number): number {
  return (
    s.db
      .prepare(
        "SELECT COUNT(*) AS n FROM user_video_watch_records WHERE user_id = ? AND course_id = ? AND watched_at IS NOT NULL",
      )
      .get(s.userId, courseId) as { n: number }
  ).n;
}

interface CourseRecordRow {
  id: number;
  course_id: number;
  user_id: number;
  is_watched: number;
  watched_at: string | null;
  progress: number;
  created_at: string;
  updated_at: string;
}

export function courseRecordItem(row: CourseRecordRow) {
  return {
    id: row.id,
    course_id: row.course_id,
    user_id: row.user_id,
    is_watched: row.is_watched,
    watched_at: row.watched_at,
    progress: row.progress,
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}

/** The course_user_records row (started course) or `[]`. */
export function watchRecord(s: LearningScope, courseId: number) {
  const row = s.db
    .prepare(
      `SELECT id, course_id, user_id, is_watched, watched_at, progress, created_at, updated_at FROM course_user_records
       WHERE user_id = ? AND course_id = ?`,
    )
    .get(s.userId, courseId) as CourseRecordRow | undefined;
  return row ? courseRecordItem(row) : [];
}

/** The most recently touched lesson record of the course, all raw strings (no nested video: MeEdu bug), or `[]`. */
export function lastViewVideo(s: LearningScope, courseId: number) {
  const row = s.db
    .prepare(
      `SELECT id, user_id, course_id, video_id, watch_seconds, watched_at, created_at, updated_at
       FROM user_video_watch_records WHERE user_id = ? AND course_id = ? ORDER BY updated_at DESC, id DESC LIMIT 1`,
    )
    .get(s.userId, courseId) as Record<string, unknown> | undefined;
  return objectOrEmpty(row);
}

export function isSubscribed(s: LearningScope, courseId: number): boolean {
  return !!s.db.prepare("SELECT 1 FROM user_course WHERE user_id = ? AND course_id = ?").get(s.userId, courseId);
}

/** "YYYY-MM-DD HH:mm:ss" → "YYYY-MM-DDTHH:mm:ss" (the v3 learned-course detail format). */
export const tLocal = (local: string | null) => (local ? local.replace(" ", "T") : null);
