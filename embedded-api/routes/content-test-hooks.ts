import type { FastifyInstance } from "fastify";
import { toLocal } from "../lib/dates";
import { ApiError, MSG_BAD_PARAM, notFound, ok } from "../lib/envelope";
import { createHashIds } from "../lib/hash-id";
import { field } from "../lib/validate";
import { findPublishedCourse } from "../repos/course-detail";
import { findUserByMobile } from "../repos/users";
import { findVisibleLesson } from "../repos/videos";
import { credit1Rewards } from "../repos/credit-rewards";
import { recordWatch } from "../repos/watch-progress";
import type { AppContext } from "../types";

/**
 * E2E helpers for courses and content, only with EMBEDDED_API_TEST_HOOKS=1:
 * GET /__test/progress?mobile=&video_id= → the member's stored lesson and course progress;
 * POST /__test/progress?mobile=&video_id=&seconds= → records watched seconds as the heartbeat would,
 *   without the real-time pace (e2e tests cannot wait for a lesson to play);
 * POST /__test/comments/approve?id= (hash or numeric id) → approves a comment (is_check = 1);
 * POST /__test/lesson?id=&ban_drag=0|1 → sets a lesson's ban_drag;
 * POST /__test/course-title?id=&title= → renames a course (the site's cache tests edit content with it);
 * POST /__test/lessons/publish-together?course_id= → gives every lesson of the course its first lesson's
 *   publish time (a course imported at once): the catalogue keeps its order, learned/course loses it.
 */
export function registerContentTestHookRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.testHooks) return;
  const hashIds = createHashIds(ctx.tokenSecret);

  app.get("/__test/progress", async (request) => {
    const user = findUserByMobile(ctx.db, field(request.query, "mobile") ?? "") ?? notFound();
    const videoId = Number(field(request.query, "video_id"));
    const lesson = ctx.db.prepare("SELECT id, course_id FROM videos WHERE id = ?").get(videoId) as
      { id: number; course_id: number } | undefined;
    if (!lesson) notFound();
    const record = ctx.db
      .prepare("SELECT watch_seconds, watched_at FROM user_video_watch_records WHERE user_id = ? AND video_id = ?")
      .get(user.id, lesson.id) as { watch_seconds: number; watched_at: string | null } | undefined;
    const course = ctx.db
      .prepare("SELECT progress, is_watched, watched_at FROM course_user_records WHERE user_id = ? AND course_id = ?")
      .get(user.id, lesson.course_id) as
      { progress: number; is_watched: number; watched_at: string | null } | undefined;
    return ok({
      video_id: lesson.id,
      course_id: lesson.course_id,
      watch_seconds: record?.watch_seconds ?? 0,
      watched: !!record?.watched_at,
      watched_at: record?.watched_at ?? null,
      course_record: course ?? null,
      credit1: user.credit1,
    });
  });

  app.post("/__test/progress", async (request) => {
    const user = findUserByMobile(ctx.db, field(request.query, "mobile") ?? "") ?? notFound();
    const seconds = Number(field(request.query, "seconds"));
    if (!Number.isInteger(seconds) || seconds <= 0) throw new ApiError(MSG_BAD_PARAM);
    const now = toLocal(ctx.now());
    const lesson = findVisibleLesson(ctx.db, Number(field(request.query, "video_id")), now) ?? notFound();
    const course = findPublishedCourse(ctx.db, lesson.course_id, now) ?? notFound();
    recordWatch(ctx.db, { userId: user.id, course, lesson, seconds, nowMs: ctx.now(), rewards: credit1Rewards(ctx) });
    return ok();
  });

  app.post("/__test/comments/approve", async (request) => {
    const raw = field(request.query, "id") ?? field(request.body, "id") ?? "";
    const id = /^\d+$/.test(raw) ? Number(raw) : hashIds.decode(raw);
    const changes = id === null ? 0 : ctx.db.prepare("UPDATE comments SET is_check = 1 WHERE id = ?").run(id).changes;
    if (changes === 0) notFound();
    return ok();
  });

  app.post("/__test/lesson", async (request) => {
    const id = Number(field(request.query, "id"));
    const banDrag = field(request.query, "ban_drag");
    if (banDrag !== "0" && banDrag !== "1") throw new ApiError(MSG_BAD_PARAM);
    const changes = ctx.db.prepare("UPDATE videos SET ban_drag = ? WHERE id = ?").run(Number(banDrag), id).changes;
    if (changes === 0) notFound();
    return ok();
  });

  // A lesson's length edited in the admin (the course cards' 时长 follow it once the webhook is called).
  app.post("/__test/lesson-duration", async (request) => {
    const id = Number(field(request.query, "id"));
    const duration = Number(field(request.query, "duration"));
    if (!Number.isInteger(duration) || duration < 0) throw new ApiError(MSG_BAD_PARAM);
    const changes = ctx.db.prepare("UPDATE videos SET duration = ? WHERE id = ?").run(duration, id).changes;
    if (changes === 0) notFound();
    return ok();
  });

  app.post("/__test/course-title", async (request) => {
    const id = Number(field(request.query, "id"));
    const title = field(request.query, "title") ?? "";
    if (!title) throw new ApiError(MSG_BAD_PARAM);
    const changes = ctx.db.prepare("UPDATE courses SET title = ? WHERE id = ?").run(title, id).changes;
    if (changes === 0) notFound();
    return ok();
  });

  app.post("/__test/lessons/publish-together", async (request) => {
    const courseId = Number(field(request.query, "course_id"));
    const changes = ctx.db
      .prepare(
        `UPDATE videos SET published_at = (SELECT published_at FROM videos WHERE course_id = ? ORDER BY id LIMIT 1)
         WHERE course_id = ?`,
      )
      .run(courseId, courseId).changes;
    if (changes === 0) notFound();
    return ok();
  });
}
