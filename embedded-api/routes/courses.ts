import type { FastifyInstance } from "fastify";
import { toLocal } from "../lib/dates";
import { ok } from "../lib/envelope";
import { laravelPaginator } from "../lib/paginator";
import { field, intParam } from "../lib/validate";
import { categoryTree, listCourses, type CourseScene } from "../repos/courses";
import type { AppContext } from "../types";

const SCENES: CourseScene[] = ["", "free", "sub", "recom"];

/**
 * MeEdu takes any page_size here (CourseController::paginate only casts it); a bound keeps one
 * answer reasonable, high enough for the site's sitemap, which reads 500 courses a page.
 */
const MAX_COURSE_PAGE_SIZE = 1000;

/** GET /api/v2/courses (Laravel paginator) and GET /api/v2/course_categories. */
export function registerCourseRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v2/courses", async (request) => {
    const page = intParam(request.query, "page", 1, 100_000);
    const pageSize = intParam(request.query, "page_size", 16, MAX_COURSE_PAGE_SIZE);
    const categoryId = Number(field(request.query, "category_id") ?? 0);
    const sceneValue = field(request.query, "scene") ?? "";
    const scene = (SCENES as string[]).includes(sceneValue) ? (sceneValue as CourseScene) : "";
    const { items, total } = listCourses(ctx.db, {
      page,
      pageSize,
      scene,
      categoryId: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : 0,
      now: toLocal(ctx.now()),
    });
    return ok(laravelPaginator(items, total, page, pageSize, "api/v2/courses"));
  });

  app.get("/api/v2/course_categories", async () => ok(categoryTree(ctx.db)));
}
