import "server-only";
import { logger } from "../observability/logger";
import { recordLessonWithoutPlayback, recordSearchWithoutResults } from "../observability/metrics";

// What students looked for and did not get, for the school's operators: a search that found nothing
// (its keywords, which say what the catalogue lacks) and a lesson MeEdu gave no play address for (a
// VOD set-up that is wrong shows on every lesson view, not only in a student's complaint). The lines
// carry nothing about the member: no id, no token, no request id to join them to one.

/** A first page of results that is empty (a later page past the end is not a miss). */
export function logSearchWithoutResults(query: { keywords: string; type: "" | "vod" | "video"; page: number }): void {
  if (query.page !== 1) return;
  const type = query.type || "all";
  recordSearchWithoutResults(type);
  logger().info({ search_keywords: query.keywords, search_type: type }, "搜索无结果");
}

export type PlaybackMiss =
  /** MeEdu answered no usable address: the lesson has no VOD id nor URL set up (or only an embed). */
  | { reason: "empty" }
  /** MeEdu refused with a message of its own (a VOD service's error, a misconfigured key…). */
  | { reason: "refused"; message: string };

/** MeEdu's message is the backend's text: one short line. */
const MAX_MESSAGE_CHARS = 300;

const EMPTY_DETAIL = "MeEdu 未返回可用的播放地址（课时未配置阿里云/腾讯云视频或视频地址）";

export function logLessonWithoutPlayback(
  lesson: { videoId: number; courseId: number; isTry: boolean },
  miss: PlaybackMiss,
): void {
  recordLessonWithoutPlayback(miss.reason);
  const detail =
    miss.reason === "refused" ? miss.message.replace(/\s+/g, " ").trim().slice(0, MAX_MESSAGE_CHARS) : EMPTY_DETAIL;
  logger().warn(
    {
      lesson_id: lesson.videoId,
      course_id: lesson.courseId,
      trial: lesson.isTry,
      reason: miss.reason,
      meedu_message: detail,
    },
    `课时 ${lesson.videoId} 无法播放：${detail}`,
  );
}
