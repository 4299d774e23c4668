import type { CourseCategory, CourseScene } from "../api/courses-types";
import { routeHref } from "./routes/route-href";
import { firstParam, positiveIntParam, type SearchParams } from "./search-params";

// /courses keeps every filter in the URL (?cid=&child=&scene=&page=), so each
// state is a crawlable, shareable link.

export const COURSE_SCENES: Array<{ value: CourseScene; label: string }> = [
  { value: "", label: "全部" },
  { value: "free", label: "免费" },
  { value: "sub", label: "热门" },
];

export interface CoursesQuery {
  cid: number;
  child: number;
  scene: CourseScene;
  page: number;
}

export function parseCoursesQuery(params: SearchParams): CoursesQuery {
  const scene = firstParam(params.scene);
  return {
    cid: positiveIntParam(params.cid),
    child: positiveIntParam(params.child),
    scene: scene === "free" || scene === "sub" ? scene : "",
    page: positiveIntParam(params.page, 1),
  };
}

/** Drops a parent that no longer exists and a child that is not under the chosen parent. */
export function resolveCoursesQuery(query: CoursesQuery, categories: CourseCategory[]): CoursesQuery {
  const parent = categories.find((category) => category.id === query.cid);
  if (!parent) return { ...query, cid: 0, child: 0 };
  const child = parent.children.some((item) => item.id === query.child) ? query.child : 0;
  return { ...query, child };
}

/** The category the API filters by: the child when chosen, else the parent (0 = all). */
export function filterCategoryId(query: CoursesQuery): number {
  return query.child || query.cid;
}

export function coursesHref(query: CoursesQuery): string {
  return routeHref("courses", { ...query });
}
