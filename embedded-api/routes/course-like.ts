import type { FastifyInstance } from "fastify";
import { requirePlainAuth } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { notFound, ok } from "../lib/envelope";
import { findPublishedCourse } from "../repos/course-detail";
import type { AppContext } from "../types";
import { ID, idParam } from "./params";

/** GET /api/v2/course/{id}/like — toggles the favourite; data 1 = now favourited, 0 = removed. */
export function registerCourseLikeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`/api/v2/course/${ID}/like`, async (request) => {
    const { user } = requirePlainAuth(ctx, request);
    const now = toLocal(ctx.now());
    const course = findPublishedCourse(ctx.db, idParam(request.params), now) ?? notFound();
    const liked = ctx.db.transaction(() => {
      const removed = ctx.db
        .prepare("DELETE FROM user_like_courses WHERE user_id = ? AND course_id = ?")
        .run(user.id, course.id).changes;
      if (removed > 0) return 0;
      ctx.db
        .prepare("INSERT INTO user_like_courses (user_id, course_id, created_at, updated_at) VALUES (?, ?, ?, ?)")
        .run(user.id, course.id, now, now);
      return 1;
    })();
    return ok(liked);
  });
}
