import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { CourseDetail } from "../api/courses-types";
import { fetchCourseDetail } from "../api/courses";
import { isApiError } from "../api/errors";
import { fetchPlayUrls, fetchVideoPage, NOT_BOUGHT_MESSAGE } from "../api/video";
import type { LessonPage, PlaybackState } from "../api/video-types";
import { parseRouteId } from "../shared/route-id";
import { logSoftFailure } from "../shared/soft-failure";
import { loadAssetOrigin, readRequestToken } from "./bootstrap";
import { logLessonWithoutPlayback } from "./student-misses";

// One fetch of GET v2/video/{id} per render, shared by generateMetadata and the page.
// Unknown ids are a 404; a backend that cannot answer gives null (the page says so).
export const loadLessonPage = cache(async (rawId: string): Promise<LessonPage | null> => {
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  try {
    return await fetchVideoPage(id, await readRequestToken(), loadAssetOrigin());
  } catch (error) {
    if (isApiError(error) && error.kind === "not-found") notFound();
    logSoftFailure(`读取课时 ${id}`, error, "课时页提示加载失败");
    return null;
  }
});

/**
 * Play URLs are signed per request, so they are fetched here with the member's token and
 * handed to the player: no client round trip before the first frame. Not entitled and no
 * trial means no call at all; 请购买后观看 is a state, not an error toast.
 */
export async function loadPlayback(page: LessonPage, token: string | null): Promise<PlaybackState> {
  const isTry = !page.canWatch;
  if (isTry && page.video.freeSeconds <= 0) return { kind: "locked" };
  const lesson = { videoId: page.video.id, courseId: page.video.courseId, isTry };
  try {
    const urls = await fetchPlayUrls(page.video.id, isTry, loadAssetOrigin(), token);
    if (urls.length === 0) logLessonWithoutPlayback(lesson, { reason: "empty" });
    return { kind: "ready", urls, isTry };
  } catch (error) {
    if (isApiError(error) && error.message === NOT_BOUGHT_MESSAGE) return { kind: "locked" };
    // MeEdu's own refusal says what is wrong; an outage or a busy backend is a soft failure only.
    if (isApiError(error) && error.kind === "business")
      logLessonWithoutPlayback(lesson, { reason: "refused", message: error.message });
    logSoftFailure(`读取课时 ${page.video.id} 的播放地址`, error, "播放器显示错误");
    return { kind: "error", message: isApiError(error) ? error.message : "", isTry };
  }
}

/** Attachments and isBuy come from the course detail; the lesson page still works without them. */
export async function loadLessonCourse(courseId: number, token: string | null): Promise<CourseDetail | null> {
  return fetchCourseDetail(courseId, loadAssetOrigin(), token).catch((error: unknown) => {
    logSoftFailure(`读取课时所属课程 ${courseId}`, error, "课时页不显示附件与购买状态");
    return null;
  });
}
