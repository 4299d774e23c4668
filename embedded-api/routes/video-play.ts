import type { FastifyInstance } from "fastify";
import { requireAuth } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { ApiError, MSG_BAD_PARAM, notFound, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import { buildConfigPayload } from "../repos/config";
import { findPublishedCourse } from "../repos/course-detail";
import { lessonPlayUrls } from "../repos/play-urls";
import { canWatchLesson, findVisibleLesson } from "../repos/videos";
import { recordWatch, type WatchRewards } from "../repos/watch-progress";
import type { AppContext } from "../types";
import { ID, idParam } from "./params";

function rewards(ctx: AppContext): WatchRewards {
  const reward = (buildConfigPayload(ctx).credit1_reward ?? {}) as Record<string, unknown>;
  return { watchedVideo: Number(reward.watched_video) || 0, watchedCourse: Number(reward.watched_vod_course) || 0 };
}

/** PHP's (int) cast of a request value: leading integer part, else 0. */
const phpInt = (value: string | undefined) => Number.parseInt(value ?? "0", 10) || 0;

/**
 * GET /api/v2/video/{id}/playinfo and POST /api/v2/video/{id}/record (plain auth).
 * Not entitled + free_seconds > 0 = trial: playinfo still answers (the player stops at
 * free_seconds; `is_try` is only a client hint) and recorded positions are clipped.
 */
export function registerVideoPlayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const load = (params: unknown) => {
    const now = toLocal(ctx.now());
    const lesson = findVisibleLesson(ctx.db, idParam(params), now) ?? notFound();
    const course = findPublishedCourse(ctx.db, lesson.course_id, now) ?? notFound();
    return { lesson, course };
  };

  app.get(`/api/v2/video/${ID}/playinfo`, async (request) => {
    const { user } = requireAuth(ctx, request);
    const { lesson, course } = load(request.params);
    const entitled = canWatchLesson(ctx.db, course, lesson, user, ctx.now());
    if (!entitled && lesson.free_seconds <= 0) throw new ApiError("请购买后观看");
    return ok({ urls: lessonPlayUrls(lesson, ctx.publicUrl) });
  });

  app.post(`/api/v2/video/${ID}/record`, async (request) => {
    const { user } = requireAuth(ctx, request);
    const position = phpInt(field(request.body, "duration"));
    if (position <= 0) throw new ApiError(MSG_BAD_PARAM);
    const { lesson, course } = load(request.params);
    const entitled = canWatchLesson(ctx.db, course, lesson, user, ctx.now());
    if (!entitled && lesson.free_seconds <= 0) throw new ApiError("无权限观看此视频");
    const seconds = entitled ? position : Math.min(position, lesson.free_seconds);
    recordWatch(ctx.db, { userId: user.id, course, lesson, seconds, entitled, nowMs: ctx.now(), rewards: rewards(ctx) });
    return ok();
  });
}
