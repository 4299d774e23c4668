import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireAuth } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { ok } from "../lib/envelope";
import { okJsonText, phpArrayJson } from "../lib/php-array-json";
import { intParam } from "../lib/validate";
import {
  boughtCoursesV2,
  boughtCoursesV3,
  learnedCourseLessons,
  learnedCourses,
  likedCourses,
} from "../repos/member-courses";
import type { LearningScope } from "../repos/member-learning";
import { credit1Records, paidOrdersPage } from "../repos/member-orders";
import type { AppContext } from "../types";
import { intArgument } from "./params";

const MAX_PAGE = 100_000;

/** Study centre and member lists: orders, points, bought / started / favourite courses, lesson progress. */
export function registerMemberListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const scope = (request: FastifyRequest): LearningScope => ({
    db: ctx.db,
    userId: requireAuth(ctx, request).user.id,
    now: toLocal(ctx.now()),
  });
  const page = (request: FastifyRequest) => intParam(request.query, "page", 1, MAX_PAGE);
  const size = (request: FastifyRequest, name: string, fallback: number) =>
    intParam(request.query, name, fallback, 100);

  app.get("/api/v2/member/orders", async (request) => {
    const { userId } = scope(request);
    return ok(paidOrdersPage(ctx.db, userId, page(request), size(request, "page_size", 10)));
  });

  app.get("/api/v2/member/credit1Records", async (request) => {
    const { userId } = scope(request);
    return ok(credit1Records(ctx.db, userId, page(request), size(request, "page_size", 10)));
  });

  app.get("/api/v2/member/courses", async (request) =>
    ok(boughtCoursesV2(scope(request), page(request), size(request, "page_size", 5))),
  );
  app.get("/api/v3/member/courses", async (request) =>
    ok(boughtCoursesV3(scope(request), page(request), size(request, "size", 10))),
  );
  app.get("/api/v3/member/courses/learned", async (request) =>
    ok(learnedCourses(scope(request), page(request), size(request, "size", 10))),
  );
  app.get("/api/v3/member/courses/like", async (request) =>
    ok(likedCourses(scope(request), page(request), size(request, "size", 10))),
  );

  app.get("/api/v3/member/learned/course/:courseId", async (request, reply) => {
    const s = scope(request);
    const courseId = intArgument((request.params as { courseId: string }).courseId);
    const json = okJsonText(phpArrayJson(learnedCourseLessons(s, courseId)));
    return reply.type("application/json; charset=utf-8").send(json);
  });
}
