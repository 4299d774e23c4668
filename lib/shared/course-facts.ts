import type { ChapterGroup } from "../api/courses-types";

/** What a course card says about a course's content: its listed lessons and their total length. */
export interface CourseFacts {
  lessonCount: number;
  /** Sum of the lessons' `duration` (seconds). */
  totalSeconds: number;
}

/** From the course detail's catalogue (MeEdu lists only visible, published lessons there). */
export function courseFacts(chapters: readonly ChapterGroup[]): CourseFacts {
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  return {
    lessonCount: lessons.length,
    totalSeconds: lessons.reduce(
      (sum, lesson) => sum + (Number.isFinite(lesson.duration) ? Math.max(0, lesson.duration) : 0),
      0,
    ),
  };
}

const MINUTE = 60;
const HOUR = 3600;

/**
 * A course's length in words, to the nearest minute: 3小时20分钟, 2小时, 45分钟, 不足1分钟; "" for none
 * (MeEdu stores 0 when a lesson's length was never filled in).
 */
export function formatTotalLength(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds <= 0) return "";
  if (totalSeconds < MINUTE) return "不足1分钟";
  const minutes = Math.round(totalSeconds / MINUTE);
  const hours = Math.floor(minutes / (HOUR / MINUTE));
  const rest = minutes % (HOUR / MINUTE);
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}

/** The card's line: 12课时 · 3小时20分钟, 12课时 when no length is known, "" for a course with no lesson. */
export function formatCourseFacts({ lessonCount, totalSeconds }: CourseFacts): string {
  if (lessonCount <= 0) return "";
  const length = formatTotalLength(totalSeconds);
  return length ? `${lessonCount}课时 · ${length}` : `${lessonCount}课时`;
}
