import type { ChapterGroup } from "../api/courses-types";
import { formatChinaDate } from "./relative-time";

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

export interface HeroFactsInput {
  facts: CourseFacts;
  userCount: number;
  /** "" when the course has none or it is not known. */
  categoryName: string;
  /** MeEdu's `published_at` (上架时间). */
  publishedAt: string;
}

/** The course page's facts under its description, in order; a fact the course lacks is left out. */
export function courseHeroFacts({ facts, userCount, categoryName, publishedAt }: HeroFactsInput) {
  const rows: { label: string; value: string }[] = [];
  if (facts.lessonCount > 0) rows.push({ label: "课时", value: `${facts.lessonCount}节` });
  const length = formatTotalLength(facts.totalSeconds);
  if (length) rows.push({ label: "时长", value: length });
  if (userCount > 0) rows.push({ label: "学员", value: `${userCount}人` });
  if (categoryName) rows.push({ label: "分类", value: categoryName });
  const published = formatChinaDate(publishedAt);
  if (published) rows.push({ label: "发布", value: published });
  return rows;
}
