import { categoryRef, type CourseRow } from "./courses";
import { courseObject } from "./course-detail";
import {
  courseBrief,
  courseRecordItem,
  isSubscribed,
  lastViewVideo,
  learnedCount,
  type LearningScope,
  tLocal,
  watchRecord,
} from "./member-learning";
import { isoUtc } from "../lib/dates";
import { visibleLessonCount } from "./videos";

const count = (s: LearningScope, sql: string) => (s.db.prepare(sql).get(s.userId) as { n: number }).n;

/** One page of the member's rows in `table` (a fixed table name, never input) plus their total. */
function memberPage<T>(s: LearningScope, table: string, orderBy: string, page: number, size: number) {
  const total = count(s, `SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`);
  const rows = s.db
    .prepare(`SELECT * FROM ${table} WHERE user_id = ? ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .all(s.userId, size, (page - 1) * size) as T[];
  return { rows, total };
}

/** The progress fields shared by the bought (v3) and favourite lists. */
function courseProgress(s: LearningScope, courseId: number) {
  return {
    learned_count: learnedCount(s, courseId),
    watch_record: watchRecord(s, courseId),
    last_view_video: lastViewVideo(s, courseId),
    course: courseBrief(s, courseId),
  };
}

/** GET v2/member/courses: bought courses, old shape `{current_page, total, data:[Course]}`. */
export function boughtCoursesV2(s: LearningScope, page: number, pageSize: number) {
  const total = count(s, "SELECT COUNT(*) AS n FROM user_course WHERE user_id = ?");
  const rows = s.db
    .prepare(
      `SELECT c.* FROM user_course uc JOIN courses c ON c.id = uc.course_id WHERE uc.user_id = ? AND c.deleted_at IS NULL
       ORDER BY uc.created_at DESC, uc.course_id DESC LIMIT ? OFFSET ?`,
    )
    .all(s.userId, pageSize, (page - 1) * pageSize) as CourseRow[];
  const data = rows.map((row) => ({
    ...courseObject(row),
    videos_count: visibleLessonCount(s.db, row.id, s.now),
    category: categoryRef(s.db, row.category_id),
  }));
  return { current_page: page, total, data };
}

/** GET v3/member/courses: bought courses with progress. */
export function boughtCoursesV3(s: LearningScope, page: number, size: number) {
  const { rows, total } = memberPage<{ user_id: number; course_id: number; charge: number; created_at: string }>(
    s,
    "user_course",
    "created_at DESC, course_id DESC",
    page,
    size,
  );
  const data = rows.map((r) => ({
    course_id: r.course_id,
    user_id: r.user_id,
    charge: r.charge,
    created_at: r.created_at,
    ...courseProgress(s, r.course_id),
  }));
  return { data, total };
}

/** GET v3/member/courses/learned: every started course, by last activity. */
export function learnedCourses(s: LearningScope, page: number, size: number) {
  const { rows, total } = memberPage<Parameters<typeof courseRecordItem>[0]>(
    s,
    "course_user_records",
    "updated_at DESC, id DESC",
    page,
    size,
  );
  const data = rows.map((r) => ({
    ...courseRecordItem(r),
    learned_count: learnedCount(s, r.course_id),
    is_subscribe: isSubscribed(s, r.course_id) ? 1 : 0,
    last_view_video: lastViewVideo(s, r.course_id),
    course: courseBrief(s, r.course_id),
  }));
  return { data, total };
}

/** GET v3/member/courses/like: favourites. */
export function likedCourses(s: LearningScope, page: number, size: number) {
  const { rows, total } = memberPage<{ user_id: number; course_id: number; created_at: string }>(
    s,
    "user_like_courses",
    "created_at DESC, id DESC",
    page,
    size,
  );
  const data = rows.map((r) => ({
    course_id: r.course_id,
    user_id: r.user_id,
    created_at: isoUtc(r.created_at),
    ...courseProgress(s, r.course_id),
  }));
  return { data, total };
}

/** "YYYY-MM-DD HH:mm:ss" (PRC) → the UTC wall time "YYYY-MM-DDTHH:mm:ss", no zone. */
const utcWallTime = (local: string) => (isoUtc(local) ?? local).slice(0, 19);

/**
 * GET v3/member/learned/course/{id}: the course's published lessons with this member's per-lesson record (or null), keyed like
 * MeEdu's PHP array. MeEdu reads the lessons in id order (keys 0..n-1) and sorts them by
 * published_at keeping the keys, so a course whose lessons were not published in id order comes
 * back as an index-keyed object in published order. Its comparator (`gte`) ranks equal times as
 * "greater", which under PHP 7's insertion sort puts the later of two equal lessons first; that is
 * followed here for ties (longer runs of equal times depend on zend_sort's internals).
 * The course itself is not looked up: an unknown course is an empty list.
 */
export function learnedCourseLessons(s: LearningScope, courseId: number): Array<[number, LessonProgressItem]> {
  const lessons = s.db
    .prepare(
      `SELECT id, title, published_at, duration FROM videos WHERE course_id = ? AND is_show = 1 AND deleted_at IS NULL
       AND published_at IS NOT NULL AND published_at <= ? ORDER BY id ASC`,
    )
    .all(courseId, s.now) as Array<{ id: number; title: string; published_at: string; duration: number }>;
  const record = s.db.prepare(
    "SELECT watch_seconds, watched_at, created_at FROM user_video_watch_records WHERE user_id = ? AND video_id = ?",
  );
  const keyed = lessons.map((lesson, key): [number, LessonProgressItem] => {
    const r = record.get(s.userId, lesson.id) as
      { watch_seconds: number; watched_at: string | null; created_at: string } | undefined;
    return [
      key,
      {
        ...lesson,
        // watched_at is a plain column (local time); created_at went through Eloquent's ISO-UTC
        // serialisation before Carbon re-formatted it, so MeEdu sends it as UTC wall time.
        watch_record: r
          ? { watch_seconds: r.watch_seconds, watched_at: tLocal(r.watched_at), created_at: utcWallTime(r.created_at) }
          : null,
      },
    ];
  });
  return keyed.sort(([keyA, a], [keyB, b]) => a.published_at.localeCompare(b.published_at) || keyB - keyA);
}

export interface LessonProgressItem {
  id: number;
  title: string;
  published_at: string;
  duration: number;
  watch_record: { watch_seconds: number; watched_at: string | null; created_at: string } | null;
}
