import { courseTag } from "../shared/cache-tags";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "./cache-policy";
import { apiRequest } from "./client";
import { requireRecord, unreadableAnswer } from "./errors";
import type {
  ChapterGroup,
  CourseCard,
  CourseCategory,
  CourseDetail,
  CourseInfo,
  CourseListItem,
  CourseListScene,
  Lesson,
  RawCategory,
  RawChapter,
  RawCourse,
  RawCourseCard,
  RawVideo,
  RawWatchRecord,
  WatchRecord,
} from "./courses-types";
import { parseMeeduDate } from "../shared/relative-time";
import { absoluteUrl, asFlag, asList, asNumber, asRecord, asString, type OriginSource } from "./normalize";
import { normalizePage, type PageOf } from "./paging";

export const NO_CHAPTER_TITLE = "无章节内容";

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
    categoryId: asNumber(raw.category_id),
    isFree: asFlag(raw.is_free),
    isVipFree: asFlag(raw.is_vip_free),
    allowComment: asNumber(raw.is_allow_comment) === 1,
    // MeEdu hides with -1 (older data 0); a backend that leaves the field out lists everything it serves.
    listed: raw.is_show === undefined || raw.is_show === null || asNumber(raw.is_show) === 1,
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

/**
 * MeEdu's `last_view_video` for one course, from the detail's videoWatchedProgress: the lesson
 * whose record was updated last (a tie goes to the newer record), among the lessons still listed.
 */
export function lastViewedLessonId(rawProgress: unknown, lessonIds: number[]): number | null {
  let latest: { videoId: number; at: number; id: number } | null = null;
  for (const record of asList<RawWatchRecord>(rawProgress)) {
    const videoId = asNumber(asRecord(record).video_id);
    if (!lessonIds.includes(videoId)) continue;
    const at = parseMeeduDate(asString(record.updated_at))?.getTime() ?? 0;
    const id = asNumber(record.id);
    if (!latest || at > latest.at || (at === latest.at && id > latest.id)) latest = { videoId, at, id };
  }
  return latest?.videoId ?? null;
}

export function normalizeCourseDetail(raw: unknown, assetOrigin: string): CourseDetail {
  const data = asRecord(raw);
  // A page about a course that names none (data null, no course, no id) would be a blank, free,
  // cacheable page: the answer is unreadable instead.
  const course = requireRecord(data.course);
  if (!(asNumber(course.id) > 0)) throw unreadableAnswer();
  return {
    course: normalizeCourseInfo(course as unknown as RawCourse, assetOrigin),
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
    buyVideos: asList<unknown>(data.buyVideos)
      .map((id) => asNumber(id))
      .filter((id) => id > 0),
  };
}

export function normalizeCourseCard(raw: RawCourseCard, assetOrigin: string): CourseCard {
  const category = asRecord(raw.category);
  return {
    id: asNumber(raw.id),
    title: asString(raw.title),
    thumb: absoluteUrl(asString(raw.thumb), assetOrigin),
    charge: asNumber(raw.charge),
    isFree: asFlag(raw.is_free),
    categoryName: asString(category.name),
    shortDescription: asString(raw.short_description),
    publishedAt: asString(raw.published_at),
  };
}

export const COURSES_PER_PAGE = 16;

export interface CourseListQuery {
  page?: number;
  pageSize?: number;
  categoryId?: number;
  scene?: CourseListScene;
}

/** `timeoutMs`: a caller reading many pages under one deadline of its own (the sitemap). */
export async function fetchCourses(
  query: CourseListQuery,
  assetOrigin: OriginSource,
  timeoutMs?: number,
): Promise<PageOf<CourseListItem>> {
  const pageSize = query.pageSize ?? COURSES_PER_PAGE;
  const raw = await apiRequest<unknown>("v2/courses", {
    query: { page: query.page ?? 1, page_size: pageSize, category_id: query.categoryId || 0, scene: query.scene ?? "" },
    timeoutMs,
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.courses],
  });
  return normalizeCoursePage(raw, pageSize, await assetOrigin);
}

export async function fetchCourseCategories(): Promise<CourseCategory[]> {
  const raw = await apiRequest<unknown>("v2/course_categories", {
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.courses],
  });
  return normalizeCategories(raw);
}

/**
 * Public with optional auth: with a token the answer carries isBuy/isCollect and is
 * never cached (the client skips the cache whenever a token is sent). `timeoutMs`: a caller
 * that can do without the answer sooner than the render's deadline (the course cards' facts).
 */
export async function fetchCourseDetail(
  id: number,
  assetOrigin: OriginSource,
  token: string | null = null,
  timeoutMs?: number,
): Promise<CourseDetail> {
  const raw = await apiRequest<unknown>(`v2/course/${id}`, {
    token,
    timeoutMs,
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.courses, courseTag(id)],
  });
  return normalizeCourseDetail(raw, await assetOrigin);
}

export interface CourseAccess {
  isBuy: boolean;
  isCollect: boolean;
}

/** Lessons in the order the list shows them (no-chapter group first, then chapters). */
export function lessonSequence(chapters: ChapterGroup[]): number[] {
  return chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.id));
}

export interface CourseLearning extends CourseAccess {
  /** Where 开始学习 starts: the first lesson as the 目录 lists them. */
  firstLessonId: number | null;
  /** Where 继续学习 goes: the lesson watched last, or null before any. */
  lastViewedLessonId: number | null;
}

/** Browser: what the signed-in member may do with a course (the cached page shows the visitor's view). */
export async function fetchCourseAccess(id: number): Promise<CourseLearning> {
  const raw = asRecord(await apiRequest<unknown>(`v2/course/${id}`, { silent: true }));
  const lessonIds = lessonSequence(normalizeChapterGroups(raw.chapters, raw.videos));
  return {
    isBuy: asFlag(raw.isBuy),
    isCollect: asFlag(raw.isCollect),
    firstLessonId: lessonIds[0] ?? null,
    lastViewedLessonId: lastViewedLessonId(raw.videoWatchedProgress, lessonIds),
  };
}

/** Browser: the course's catalogue (chapters with their lessons), read without a word to the page. */
async function fetchCatalogue(id: number): Promise<ChapterGroup[]> {
  const raw = asRecord(await apiRequest<unknown>(`v2/course/${id}`, { silent: true }));
  return normalizeChapterGroups(raw.chapters, raw.videos);
}

/** Browser: the course's lesson ids as its catalogue lists them; [] when the course cannot be read. */
export async function fetchCatalogueLessonIds(id: number): Promise<number[]> {
  try {
    return lessonSequence(await fetchCatalogue(id));
  } catch {
    // Only an order is lost: the caller falls back to publish order, and the progress it shows still loads.
    return [];
  }
}

/** Browser: a lesson's title from its course's catalogue ("" when it is not listed or cannot be read). */
export async function fetchCatalogueLessonTitle(courseId: number, lessonId: number): Promise<string> {
  try {
    const lessons = (await fetchCatalogue(courseId)).flatMap((group) => group.lessons);
    return lessons.find((lesson) => lesson.id === lessonId)?.title ?? "";
  } catch {
    return "";
  }
}

/** Browser: toggles the favourite; resolves with the new state (data 1 = liked). */
export async function toggleCourseLike(id: number): Promise<boolean> {
  return asFlag(await apiRequest<unknown>(`v2/course/${id}/like`));
}

/** Browser: a one-time download address for a course attachment (buyers only). */
export async function fetchAttachmentDownloadUrl(courseId: number, attachId: number): Promise<string> {
  const raw = await apiRequest<unknown>(`v3/course/${courseId}/attach/${attachId}`);
  return asString(asRecord(raw).download_url);
}
