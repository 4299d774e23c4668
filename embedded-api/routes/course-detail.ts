import type { FastifyInstance } from "fastify";
import { optionalAuth } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { notFound, ok } from "../lib/envelope";
import {
  boughtVideoIds,
  courseAttachments,
  courseChapters,
  courseObject,
  courseVideoMap,
  findPublishedCourse,
  hasCourseAccess,
  isCollected,
  watchedProgress,
} from "../repos/course-detail";
import type { AppContext } from "../types";
import { ID, idParam } from "./params";

/** GET /api/v2/course/{id} — public with optional auth; camelCase top-level keys. */
export function registerCourseDetailRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`/api/v2/course/${ID}`, async (request) => {
    const now = toLocal(ctx.now());
    const course = findPublishedCourse(ctx.db, idParam(request.params), now) ?? notFound();
    const user = optionalAuth(ctx, request)?.user ?? null;
    return ok({
      course: courseObject(course),
      chapters: courseChapters(ctx.db, course.id),
      videos: courseVideoMap(ctx.db, course.id, now),
      isBuy: hasCourseAccess(ctx.db, course, user, ctx.now()),
      isCollect: user ? isCollected(ctx.db, user.id, course.id) : false,
      videoWatchedProgress: user ? watchedProgress(ctx.db, user.id, course.id) : [],
      attach: courseAttachments(ctx.db, course.id),
      buyVideos: user ? boughtVideoIds(ctx.db, user.id, course.id) : [],
    });
  });
}
