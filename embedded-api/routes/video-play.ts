import type { FastifyInstance } from "fastify";
import { requirePlainAuth } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { ApiError, MSG_BAD_PARAM, notFound, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import { createWatchPace, FASTEST_PLAYBACK_RATE } from "../lib/watch-pace";
import { findPublishedCourse } from "../repos/course-detail";
import { lessonPlayUrls } from "../repos/play-urls";
import { canWatchLesson, findVisibleLesson } from "../repos/videos";
import { credit1Rewards } from "../repos/credit-rewards";
import { recordWatch, storedWatchSeconds } from "../repos/watch-progress";
import type { AppContext } from "../types";
import { ID, idParam } from "./params";

/** PHP's (int) cast of a request value: leading integer part, else 0. */
const phpInt = (value: string | undefined) => Number.parseInt(value ?? "0", 10) || 0;

/**
 * GET /api/v2/video/{id}/playinfo and POST /api/v2/video/{id}/record (plain auth).
 * Not entitled + free_seconds > 0 = trial: playinfo still answers (the player stops at
 * free_seconds; `is_try` is only a client hint) and reports are answered but not recorded.
 * `duration` is the seconds watched; it moves the record only as fast as real playback (lib/watch-pace.ts).
 */
export function registerVideoPlayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pace = createWatchPace();
  const load = (params: unknown) => {
    const now = toLocal(ctx.now());
    const lesson = findVisibleLesson(ctx.db, idParam(params), now) ?? notFound();
    const course = findPublishedCourse(ctx.db, lesson.course_id, now) ?? notFound();
    return { lesson, course };
  };

  app.get(`/api/v2/video/${ID}/playinfo`, async (request) => {
    const { user } = requirePlainAuth(ctx, request);
    const { lesson, course } = load(request.params);
    const entitled = canWatchLesson(ctx.db, course, lesson, user, ctx.now());
    if (!entitled && lesson.free_seconds <= 0) throw new ApiError("请购买后观看");
    return ok({ urls: lessonPlayUrls(lesson, ctx.publicUrl) });
  });

  app.post(`/api/v2/video/${ID}/record`, async (request) => {
    const { user } = requirePlainAuth(ctx, request);
    const claimed = phpInt(field(request.body, "duration"));
    if (claimed <= 0) throw new ApiError(MSG_BAD_PARAM);
    const { lesson, course } = load(request.params);
    if (!canWatchLesson(ctx.db, course, lesson, user, ctx.now())) {
      if (lesson.free_seconds <= 0) throw new ApiError("无权限观看此视频");
      // A trial is not learning: answered like MeEdu, but no 学习中 record is made.
      return ok();
    }
    const ceiling = pace.ceiling(
      `${user.id}:${lesson.id}`,
      storedWatchSeconds(ctx.db, user.id, lesson.id),
      lesson.ban_drag === 1 ? 1 : FASTEST_PLAYBACK_RATE,
      ctx.now(),
    );
    const seconds = Math.min(claimed, ceiling);
    recordWatch(ctx.db, { userId: user.id, course, lesson, seconds, nowMs: ctx.now(), rewards: credit1Rewards(ctx) });
    return ok();
  });
}
