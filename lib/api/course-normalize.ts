import { normalizeCourseCard } from "./content";
import type { ChapterGroup, CourseCategory, CourseDetail, CourseInfo, Lesson, PageOf, WatchRecord } from "./course-models";
import type { RawCategory, RawChapter, RawCourse, RawVideo, RawWatchRecord } from "./course-types";
import type { CourseCard } from "./models";
import type { RawCourseCard } from "./types";
import { absoluteUrl, asFlag, asList, asNumber, asRecord, asString } from "./normalize";

export const NO_CHAPTER_TITLE = "无章节内容";

/** Laravel paginator ({current_page, data, last_page, per_page, total}) or MeEdu's {data, total}. */
export function normalizePage<T, R>(raw: unknown, map: (item: R) => T, fallbackPerPage: number): PageOf<T> {
  const record = asRecord(raw);
  const items = asList<R>(record.data).filter(Boolean).map(map);
  const total = asNumber(record.total, items.length);
  const perPage = asNumber(record.per_page, fallbackPerPage) || fallbackPerPage;
  return {
    items,
    page: asNumber(record.current_page, 1) || 1,
    lastPage: asNumber(record.last_page, Math.max(1, Math.ceil(total / perPage))) || 1,
    perPage,
    total,
  };
}

export function normalizeCoursePage(raw: unknown, perPage: number, assetOrigin: string) {
  return normalizePage<CourseCard, RawCourseCard>(raw, (item) => normalizeCourseCard(item, assetOrigin), perPage);
}

export function normalizeCategories(raw: unknown): CourseCategory[] {
  return asList<RawCategory>(raw)
    .filter((item) => item && asNumber(item.id) > 0)
    .map((item) => ({
      id: asNumber(item.id),
      name: asString(item.name),
      children: asList<RawCategory>(item.children)
        .filter((child) => child && asNumber(child.id) > 0)
        .map((child) => ({ id: asNumber(child.id), name: asString(child.name) })),
    }));
}

export function normalizeCourseInfo(raw: RawCourse, assetOrigin: string): CourseInfo {
  return {
    id: asNumber(raw.id),
    title: asString(raw.title),
    thumb: absoluteUrl(asString(raw.thumb), assetOrigin),
    charge: asNumber(raw.charge),
    shortDescription: asString(raw.short_description),
    descriptionHtml: asString(raw.render_desc),
    seoKeywords: asString(raw.seo_keywords),
    seoDescription: asString(raw.seo_description),
    publishedAt: asString(raw.published_at),
    userCount: asNumber(raw.user_count),
    isFree: asFlag(raw.is_free),
    isVipFree: asFlag(raw.is_vip_free),
    allowComment: asNumber(raw.is_allow_comment) === 1,
  };
}

function normalizeLesson(raw: RawVideo, chapterKey: number): Lesson {
  return {
    id: asNumber(raw.id),
    chapterId: raw.chapter_id === undefined ? chapterKey : asNumber(raw.chapter_id),
    title: asString(raw.title),
    duration: asNumber(raw.duration),
    freeSeconds: asNumber(raw.free_seconds),
  };
}

/**
 * The `videos` map is keyed by chapter id, or is an array when the ids happen to be 0..n-1.
 * Lessons are grouped by their own chapter_id (the key only as a fallback); chapter 0 and
 * lessons of unknown chapters go to a leading 无章节内容 group.
 */
export function normalizeChapterGroups(rawChapters: unknown, rawVideos: unknown): ChapterGroup[] {
  const byChapter = new Map<number, Lesson[]>();
  for (const [key, list] of Object.entries(rawVideos && typeof rawVideos === "object" ? rawVideos : {})) {
    for (const video of asList<RawVideo>(list)) {
      if (!video || !asNumber(video.id)) continue;
      const lesson = normalizeLesson(video, Number(key) || 0);
      byChapter.set(lesson.chapterId, [...(byChapter.get(lesson.chapterId) ?? []), lesson]);
    }
  }
  const chapters = asList<RawChapter>(rawChapters).filter((chapter) => chapter && asNumber(chapter.id) > 0);
  const known = new Set(chapters.map((chapter) => asNumber(chapter.id)));
  const orphans = [...byChapter.entries()].filter(([id]) => !known.has(id)).flatMap(([, lessons]) => lessons);
  const groups: ChapterGroup[] = chapters.map((chapter) => ({
    id: asNumber(chapter.id),
    title: asString(chapter.title),
    lessons: byChapter.get(asNumber(chapter.id)) ?? [],
  }));
  if (orphans.length > 0) groups.unshift({ id: 0, title: NO_CHAPTER_TITLE, lessons: orphans });
  return groups;
}

/** video id → record; PHP sends `[]` when there are none. */
export function normalizeWatchedProgress(raw: unknown): Record<number, WatchRecord> {
  const progress: Record<number, WatchRecord> = {};
  for (const record of asList<RawWatchRecord>(raw)) {
    const videoId = asNumber(asRecord(record).video_id);
    if (!videoId) continue;
    progress[videoId] = {
      videoId,
      watchSeconds: asNumber(record.watch_seconds),
      watchedAt: record.watched_at ? asString(record.watched_at) : null,
    };
  }
  return progress;
}

export function normalizeCourseDetail(raw: unknown, assetOrigin: string): CourseDetail {
  const data = asRecord(raw);
  return {
    course: normalizeCourseInfo(asRecord(data.course) as unknown as RawCourse, assetOrigin),
    chapters: normalizeChapterGroups(data.chapters, data.videos),
    isBuy: asFlag(data.isBuy),
    isCollect: asFlag(data.isCollect),
    watchedProgress: normalizeWatchedProgress(data.videoWatchedProgress),
    attachments: asList<Record<string, unknown>>(data.attach)
      .filter((item) => item && asNumber(item.id) > 0)
      .map((item) => ({
        id: asNumber(item.id),
        name: asString(item.name),
        size: asNumber(item.size),
        extension: asString(item.extension),
      })),
    buyVideos: asList<unknown>(data.buyVideos).map((id) => asNumber(id)).filter((id) => id > 0),
  };
}
