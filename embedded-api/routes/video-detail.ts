import type { FastifyInstance } from "fastify";
import { optionalAuth } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { notFound, ok } from "../lib/envelope";
import {
  boughtVideoIds,
  courseChapters,
  courseObject,
  courseVideoMap,
  findPublishedCourse,
  videoObject,
  watchedProgress,
} from "../repos/course-detail";
import { canWatchLesson, findVisibleLesson, incrementViewCount, startCourse } from "../repos/videos";
import type { AppContext } from "../types";
import { ID, idParam } from "./params";

/** GET /api/v2/video/{id} — public with optional auth; snake_case top-level keys. */
export function registerVideoDetailRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`/api/v2/video/${ID}`, async (request) => {
    const now = toLocal(ctx.now());
    const lesson = findVisibleLesson(ctx.db, idParam(request.params), now) ?? notFound();
    const course = findPublishedCourse(ctx.db, lesson.course_id, now) ?? notFound();
    incrementViewCount(ctx.db, lesson.id);

    const user = optionalAuth(ctx, request)?.user ?? null;
    const isWatch = canWatchLesson(ctx.db, course, lesson, user, ctx.now());
    if (user && isWatch) startCourse(ctx.db, user.id, course.id, now);

    return ok({
      video: videoObject(lesson),
      videos: courseVideoMap(ctx.db, course.id, now),
      chapters: courseChapters(ctx.db, course.id),
      course: courseObject(course),
      is_watch: isWatch,
      video_watched_progress: user ? watchedProgress(ctx.db, user.id, course.id) : [],
      buy_videos: user ? boughtVideoIds(ctx.db, user.id, course.id) : [],
    });
  });
}
