import type { Database } from "better-sqlite3";
import type { UserRow } from "../types";
import { hasCourseAccess } from "./course-detail";
import type { CourseRow } from "./courses";

/** A row of the videos (lessons) table. */
export interface LessonRow {
  id: number;
  course_id: number;
  chapter_id: number;
  title: string;
  slug: string;
  url: string;
  charge: number;
  view_num: number;
  short_description: string;
  render_desc: string;
  seo_keywords: string;
  seo_description: string;
  published_at: string;
  is_show: number;
  duration: number;
  is_ban_sell: number;
  free_seconds: number;
  ban_drag: number;
  is_allow_comment: number;
}

/** A visible, published lesson (MeEdu's videoService->find), or undefined. */
export function findVisibleLesson(db: Database, id: number, now: string): LessonRow | undefined {
  return db
    .prepare(
      `SELECT * FROM videos WHERE id = ? AND is_show = 1 AND deleted_at IS NULL AND published_at IS NOT NULL
       AND published_at <= ?`,
    )
    .get(id, now) as LessonRow | undefined;
}

/** is_watch: full access to the course (free, VIP-free with active VIP, bought) or this lesson was bought. */
export function canWatchLesson(
  db: Database,
  course: CourseRow,
  lesson: LessonRow,
  user: UserRow | null,
  nowMs: number,
) {
  if (!user) return false;
  if (hasCourseAccess(db, course, user, nowMs)) return true;
  return !!db.prepare("SELECT 1 FROM user_video WHERE user_id = ? AND video_id = ?").get(user.id, lesson.id);
}

/** Creates the "started course" record (course_user_records) the first time; no-op afterwards. */
export function startCourse(db: Database, userId: number, courseId: number, at: string): void {
  db.prepare(
    `INSERT OR IGNORE INTO course_user_records (course_id, user_id, is_watched, watched_at, progress, created_at, updated_at)
     VALUES (?, ?, 0, NULL, 0, ?, ?)`,
  ).run(courseId, userId, at, at);
}

/** MeEdu buffers this counter; here it is written straight away. */
export function incrementViewCount(db: Database, lessonId: number): void {
  db.prepare("UPDATE videos SET view_num = view_num + 1 WHERE id = ?").run(lessonId);
}

/** Visible, published lessons of a course (the denominator of course progress). */
export function visibleLessonCount(db: Database, courseId: number, now: string): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM videos WHERE course_id = ? AND is_show = 1 AND deleted_at IS NULL
         AND published_at IS NOT NULL AND published_at <= ?`,
      )
      .get(courseId, now) as { n: number }
  ).n;
}
