import { apiRequest } from "./client";
import { lessonSequence, normalizeChapterGroups, normalizeCourseInfo, normalizeWatchedProgress } from "./courses";
import type { ChapterGroup, RawCourse } from "./courses-types";
import { absoluteUrl, asFlag, asList, asNumber, asRecord, asString, type OriginSource } from "./normalize";
import type { LessonPage, LessonVideo, PlayUrl, RawPlayUrl } from "./video-types";

export const NOT_BOUGHT_MESSAGE = "请购买后观看";

export function normalizeLessonVideo(raw: unknown): LessonVideo {
  const video = asRecord(raw);
  return {
    id: asNumber(video.id),
    courseId: asNumber(video.course_id),
    chapterId: asNumber(video.chapter_id),
    title: asString(video.title),
    duration: asNumber(video.duration),
    freeSeconds: Math.max(0, asNumber(video.free_seconds)),
    banDrag: asNumber(video.ban_drag) === 1,
    allowComment: asNumber(video.is_allow_comment) === 1,
  };
}

/** GET v2/video/{id}: snake_case keys; `videos` and `video_watched_progress` are PHP maps or []. */
export function normalizeVideoPage(raw: unknown, assetOrigin: string): LessonPage {
  const data = asRecord(raw);
  const video = normalizeLessonVideo(data.video);
  const course = normalizeCourseInfo(asRecord(data.course) as unknown as RawCourse, assetOrigin);
  return {
    video: { ...video, courseId: video.courseId || course.id },
    course,
    chapters: normalizeChapterGroups(data.chapters, data.videos),
    canWatch: asFlag(data.is_watch),
    watchedProgress: normalizeWatchedProgress(data.video_watched_progress),
    buyVideos: asList<unknown>(data.buy_videos)
      .map((id) => asNumber(id))
      .filter((id) => id > 0),
  };
}

function qualityLabel(name: unknown): string {
  const text = asString(name).trim();
  if (!text) return "默认";
  return /^\d+$/.test(text) ? `${text}P` : text;
}

/** Third-party `<iframe>` embeds are dropped: injecting backend HTML is what the reference did wrong. */
export function normalizePlayUrls(raw: unknown, assetOrigin: string): PlayUrl[] {
  return asList<RawPlayUrl>(asRecord(raw).urls)
    .filter((item) => item && typeof item.url === "string" && item.url.trim() && !item.url.trim().startsWith("<"))
    .map((item) => ({
      url: absoluteUrl(item.url.trim(), assetOrigin),
      format: asString(item.format).toLowerCase(),
      label: qualityLabel(item.name),
      duration: asNumber(item.duration),
    }));
}

export function nextLessonId(chapters: ChapterGroup[], videoId: number): number | null {
  const order = lessonSequence(chapters);
  const index = order.indexOf(videoId);
  return index >= 0 && index + 1 < order.length ? order[index + 1] : null;
}

/** Server: `token` is the member's; an invalid token is treated as anonymous by the backend. */
export async function fetchVideoPage(id: number, token: string | null, assetOrigin: OriginSource): Promise<LessonPage> {
  const raw = await apiRequest<unknown>(`v2/video/${id}`, { token });
  return normalizeVideoPage(raw, await assetOrigin);
}

/** Signed per request, so never cached; silent because the caller shows its own state. */
export async function fetchPlayUrls(
  id: number,
  isTry: boolean,
  assetOrigin: OriginSource,
  token?: string | null,
): Promise<PlayUrl[]> {
  const raw = await apiRequest<unknown>(`v2/video/${id}/playinfo`, {
    query: { is_try: isTry ? 1 : 0 },
    token,
    silent: true,
  });
  return normalizePlayUrls(raw, await assetOrigin);
}

/** Browser heartbeat during playback: position in whole seconds (the backend refuses 0). */
export async function reportProgress(id: number, seconds: number): Promise<void> {
  const duration = Math.floor(seconds);
  if (duration <= 0) return;
  await apiRequest<unknown>(`v2/video/${id}/record`, { method: "POST", body: { duration }, silent: true });
}

/** For pagehide / hidden tabs: a keepalive request outlives the page (the session cookie goes along). */
export function reportProgressOnLeave(id: number, seconds: number): void {
  const duration = Math.floor(seconds);
  if (duration <= 0) return;
  // background: a refused session must not send a member who is leaving to /login.
  apiRequest<unknown>(`v2/video/${id}/record`, {
    method: "POST",
    body: { duration },
    silent: true,
    background: true,
    keepalive: true,
  }).catch(
    () => undefined, // the page is going away; nothing useful to do with a failure
  );
}
