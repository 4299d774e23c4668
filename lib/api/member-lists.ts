import { apiRequest } from "./client";
import type { CreditRecord, CreditRewards, LessonProgress, MemberMessage, StudyItem } from "./member-lists-types";
import { absoluteUrl, asFlag, asNumber, asRecord, asString, type OriginSource } from "./normalize";
import { normalizePage, type PageOf } from "./paging";
import { fetchCatalogueLessonIds } from "./courses";
import { fetchConfigRecord } from "./system";

export const MESSAGES_PER_PAGE = 20;
export const STUDY_PER_PAGE = 10;
export const CREDITS_PER_PAGE = 10;

export function normalizeMessage(raw: unknown): MemberMessage {
  const item = asRecord(raw);
  return {
    id: asString(item.id),
    message: asString(asRecord(item.data).message),
    read: Boolean(item.read_at),
    createdAt: asString(item.created_at),
  };
}

export function normalizeStudyItem(raw: unknown, assetOrigin = ""): StudyItem {
  const item = asRecord(raw);
  const course = asRecord(item.course);
  const record = asRecord(item.watch_record);
  const lastView = asRecord(item.last_view_video);
  // 在学 rows are watch records themselves (progress on the row); 订阅/收藏 nest them.
  const progress = "progress" in item ? item.progress : record.progress;
  return {
    courseId: asNumber(item.course_id),
    course: course.id
      ? {
          id: asNumber(course.id),
          title: asString(course.title),
          thumb: absoluteUrl(asString(course.thumb), assetOrigin),
          lessonCount: asNumber(course.videos_count),
        }
      : null,
    learnedCount: asNumber(item.learned_count),
    progress: Math.min(Math.max(asNumber(progress), 0), 100),
    isSubscribed: asFlag(item.is_subscribe),
    lastVideoId: asNumber(lastView.video_id),
    createdAt: asString(item.created_at),
  };
}

interface RawLessonEntry {
  id: number;
  publishedAt: string;
  raw: Record<string, unknown>;
}

/** Inside a chapter the catalogue lists lessons by publish time ("Y-m-d H:i:s" compares as text), then id. */
const byPublishTimeThenId = (a: RawLessonEntry, b: RawLessonEntry) =>
  a.publishedAt.localeCompare(b.publishedAt) || a.id - b.id;

/**
 * The lessons in the course catalogue's order (chapters by their sort, then each chapter's lessons by
 * publish time, then id): the order the member knows from the course page. MeEdu's own order is no
 * use: it sorts by published_at with a boolean comparator on PHP 7's unstable sort and keeps the
 * keys, so lessons sharing a publish time arrive shuffled (keys 3, 1, 2, 0 for four), and an
 * index-keyed object is re-ordered by key by JSON.parse anyway. Lessons the catalogue does not list
 * (it could not be read) follow by publish time, then id.
 */
export function normalizeLessonProgress(raw: unknown, catalogueOrder: readonly number[] = []): LessonProgress[] {
  const position = new Map(catalogueOrder.map((id, index) => [id, index]));
  const rank = (entry: RawLessonEntry) => position.get(entry.id) ?? Number.POSITIVE_INFINITY;
  return (Array.isArray(raw) ? raw : Object.values(asRecord(raw)))
    .map((entry): RawLessonEntry => {
      const item = asRecord(entry);
      return { id: asNumber(item.id), publishedAt: asString(item.published_at), raw: item };
    })
    .sort((a, b) => rank(a) - rank(b) || byPublishTimeThenId(a, b))
    .map(({ raw: item }) => {
      const record = asRecord(item.watch_record);
      return {
        id: asNumber(item.id),
        title: asString(item.title),
        duration: asNumber(item.duration),
        watchSeconds: asNumber(record.watch_seconds),
        watched: Boolean(record.watched_at),
      };
    });
}

export function normalizeCreditRecord(raw: unknown): CreditRecord {
  const item = asRecord(raw);
  return { sum: asNumber(item.sum), remark: asString(item.remark), createdAt: asString(item.created_at) };
}

/** config.credit1_reward (paid_order is a ratio string). */
export function normalizeCreditRewards(raw: unknown): CreditRewards {
  const reward = asRecord(raw);
  return {
    register: asNumber(reward.register),
    watchedCourse: asNumber(reward.watched_vod_course),
    watchedVideo: asNumber(reward.watched_video),
    paidOrderRatio: asNumber(reward.paid_order),
  };
}

export async function fetchMessages(token: string, page: number): Promise<PageOf<MemberMessage>> {
  const raw = await apiRequest<unknown>("v2/member/messages", { token, query: { page, page_size: MESSAGES_PER_PAGE } });
  return normalizePage(raw, normalizeMessage, MESSAGES_PER_PAGE);
}

/** Browser, in the background: whether the newest page of messages holds an unread one. */
export async function hasUnreadOnFirstPage(): Promise<boolean> {
  const raw = await apiRequest<unknown>("v2/member/messages", {
    query: { page: 1, page_size: MESSAGES_PER_PAGE },
    silent: true,
    background: true,
  });
  return normalizePage(raw, normalizeMessage, MESSAGES_PER_PAGE).items.some((message) => !message.read);
}

/** Browser: marks one notification read. */
export async function markMessageRead(id: string): Promise<void> {
  await apiRequest<unknown>(`v2/member/notificationMarkAsRead/${encodeURIComponent(id)}`);
}

export async function markAllMessagesRead(): Promise<void> {
  await apiRequest<unknown>("v2/member/notificationMarkAllAsRead");
}

export type StudyTab = "learning" | "subscribed" | "liked";

const STUDY_PATHS: Record<StudyTab, string> = {
  learning: "v3/member/courses/learned",
  subscribed: "v3/member/courses",
  liked: "v3/member/courses/like",
};

export async function fetchStudyList(
  token: string,
  tab: StudyTab,
  page: number,
  assetOrigin: OriginSource,
): Promise<PageOf<StudyItem>> {
  const raw = await apiRequest<unknown>(STUDY_PATHS[tab], { token, query: { page, size: STUDY_PER_PAGE } });
  const origin = await assetOrigin;
  return normalizePage(raw, (item) => normalizeStudyItem(item, origin), STUDY_PER_PAGE);
}

/** Browser: the course the member studied last (MeEdu orders 在学 by last activity), for 继续学习. */
export async function fetchLastStudied(): Promise<StudyItem | null> {
  const raw = await apiRequest<unknown>(STUDY_PATHS.learning, {
    query: { page: 1, size: 1 },
    silent: true,
    background: true,
  });
  const [item] = normalizePage(raw, (entry) => normalizeStudyItem(entry), 1).items;
  return item?.course ? item : null;
}

/**
 * How many bought courses one call asks for: MeEdu's v3 member/courses is paged (`size`, newest
 * purchase first) and sets no upper bound; the embedded API stops at 100, as does this.
 */
export const OWNED_COURSES_READ_SIZE = 100;

/**
 * Browser: course id → progress (0–100) of every course the member bought, in one call, for the
 * marks on course cards. The progress is the course's watch record (`[]` before the first lesson: 0).
 */
export async function fetchOwnedCourseProgress(): Promise<Map<number, number>> {
  const raw = await apiRequest<unknown>(STUDY_PATHS.subscribed, {
    query: { page: 1, size: OWNED_COURSES_READ_SIZE },
    silent: true,
    background: true,
  });
  const items = normalizePage(raw, (entry) => normalizeStudyItem(entry), OWNED_COURSES_READ_SIZE).items;
  return new Map(items.filter((item) => item.courseId > 0).map((item) => [item.courseId, item.progress]));
}

/** Browser: per-lesson progress for the 学习进度 dialog, in the course catalogue's order. */
export async function fetchLessonProgress(courseId: number): Promise<LessonProgress[]> {
  const [raw, catalogueOrder] = await Promise.all([
    apiRequest<unknown>(`v3/member/learned/course/${courseId}`),
    fetchCatalogueLessonIds(courseId),
  ]);
  return normalizeLessonProgress(raw, catalogueOrder);
}

export async function fetchCreditRecords(token: string, page: number): Promise<PageOf<CreditRecord>> {
  const raw = await apiRequest<unknown>("v2/member/credit1Records", {
    token,
    query: { page, page_size: CREDITS_PER_PAGE },
  });
  return normalizePage(raw, normalizeCreditRecord, CREDITS_PER_PAGE);
}

/** Public config (same cached read as the site bootstrap): the points rules. */
export async function fetchCreditRewards(): Promise<CreditRewards> {
  return normalizeCreditRewards((await fetchConfigRecord()).credit1_reward);
}
