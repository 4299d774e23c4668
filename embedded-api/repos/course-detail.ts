import type { Database } from "better-sqlite3";
import { fromLocal, isoUtc } from "../lib/dates";
import { phpMap } from "../lib/envelope";
import type { UserRow } from "../types";
import { courseFields, courseFlags, type CourseRow } from "./courses";

interface VideoRow {
  id: number;
  course_id: number;
  title: string;
  slug: string;
  view_num: number;
  seo_keywords: string;
  seo_description: string;
  published_at: string;
  charge: number;
  chapter_id: number;
  duration: number;
  is_ban_sell: number;
  free_seconds: number;
  ban_drag: number;
  is_allow_comment: number;
}

/** A course whose published_at has passed (is_show is not checked, as in MeEdu). */
export function findPublishedCourse(db: Database, id: number, now: string): CourseRow | undefined {
  return db
    .prepare(
      "SELECT * FROM courses WHERE id = ? AND deleted_at IS NULL AND published_at IS NOT NULL AND published_at <= ?",
    )
    .get(id, now) as CourseRow | undefined;
}

export function courseObject(row: CourseRow) {
  return {
    ...courseFields(row),
    render_desc: row.render_desc,
    ...courseFlags(row),
  };
}

export function videoObject(v: VideoRow) {
  return {
    id: v.id,
    course_id: v.course_id,
    title: v.title,
    slug: v.slug,
    view_num: v.view_num,
    seo_keywords: v.seo_keywords,
    seo_description: v.seo_description,
    published_at: v.published_at,
    charge: v.charge,
    chapter_id: v.chapter_id,
    duration: v.duration,
    is_ban_sell: v.is_ban_sell,
    free_seconds: v.free_seconds,
    ban_drag: v.ban_drag,
    is_allow_comment: v.is_allow_comment,
  };
}

export function courseChapters(db: Database, courseId: number) {
  return db
    .prepare("SELECT id, course_id, title FROM course_chapter WHERE course_id = ? ORDER BY sort ASC, id ASC")
    .all(courseId) as Array<{ id: number; course_id: number; title: string }>;
}

/** Visible, published lessons grouped by chapter id (first appearance order), as a PHP map. */
export function courseVideoMap(db: Database, courseId: number, now: string) {
  const rows = db
    .prepare(
      `SELECT * FROM videos WHERE course_id = ? AND is_show = 1 AND deleted_at IS NULL AND published_at <= ?
       ORDER BY published_at ASC, id ASC`,
    )
    .all(courseId, now) as VideoRow[];
  const groups = new Map<number, ReturnType<typeof videoObject>[]>();
  for (const row of rows) {
    const list = groups.get(row.chapter_id) ?? [];
    list.push(videoObject(row));
    groups.set(row.chapter_id, list);
  }
  return phpMap([...groups.entries()]);
}

/** May the member watch every lesson: free course, active VIP on a VIP-free course, or bought. */
export function hasCourseAccess(db: Database, course: CourseRow, user: UserRow | null, nowMs: number): boolean {
  if (!user) return false;
  if (course.is_free === 1) return true;
  const vipActive = user.role_id > 0 && !!user.role_expired_at && fromLocal(user.role_expired_at) > nowMs;
  if (course.is_vip_free === 1 && vipActive) return true;
  return !!db.prepare("SELECT 1 FROM user_course WHERE user_id = ? AND course_id = ?").get(user.id, course.id);
}

export function isCollected(db: Database, userId: number, courseId: number): boolean {
  return !!db.prepare("SELECT 1 FROM user_like_courses WHERE user_id = ? AND course_id = ?").get(userId, courseId);
}

/** video id → watch record, as a PHP map (`[]` when empty). */
export function watchedProgress(db: Database, userId: number, courseId: number) {
  const rows = db
    .prepare("SELECT * FROM user_video_watch_records WHERE user_id = ? AND course_id = ? ORDER BY video_id ASC")
    .all(userId, courseId) as Array<{
    id: number;
    user_id: number;
    course_id: number;
    video_id: number;
    watch_seconds: number;
    watched_at: string | null;
    created_at: string;
    updated_at: string;
  }>;
  return phpMap(
    rows.map((r) => [
      r.video_id,
      {
        id: r.id,
        user_id: r.user_id,
        course_id: r.course_id,
        video_id: r.video_id,
        watch_seconds: r.watch_seconds,
        watched_at: r.watched_at,
        created_at: isoUtc(r.created_at),
        updated_at: isoUtc(r.updated_at),
        deleted_at: null,
      },
    ]),
  );
}

export function courseAttachments(db: Database, courseId: number) {
  return db
    .prepare("SELECT id, name, size, extension FROM course_attach WHERE course_id = ? ORDER BY id ASC")
    .all(courseId) as Array<{ id: number; name: string; size: number; extension: string }>;
}

export function boughtVideoIds(db: Database, userId: number, courseId: number): number[] {
  const rows = db
    .prepare(
      "SELECT uv.video_id FROM user_video uv JOIN videos v ON v.id = uv.video_id WHERE uv.user_id = ? AND v.course_id = ?",
    )
    .all(userId, courseId) as Array<{ video_id: number }>;
  return rows.map((r) => r.video_id);
}
