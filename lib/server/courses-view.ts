import "server-only";
import { cache } from "react";
import { fetchCourseCategories, fetchCourses } from "@/lib/api/courses";
import {
  type CoursesQuery,
  filterCategoryId,
  parseCoursesQuery,
  resolveCoursesQuery,
} from "@/lib/shared/courses-query";
import { routeNamed } from "@/lib/shared/routes/match-route";
import { viewValues } from "@/lib/shared/routes/public-views";
import { loadAssetOrigin } from "./bootstrap";
import { withCardFacts } from "./course-card-facts";

/**
 * One view of /courses, read once per render for its metadata and its page. A category that is
 * gone (or never was) shows every course; such a view, and a page past the last, is no page of
 * its own for search engines (`indexable` false: noindex, no canonical of its own).
 */
export const loadCoursesView = cache(async (view: string) => {
  const requested = parseCoursesQuery(viewValues(routeNamed("courses"), view));
  const listFor = (query: CoursesQuery) =>
    fetchCourses({ page: query.page, categoryId: filterCategoryId(query), scene: query.scene }, loadAssetOrigin());
  // Both reads start together; the list is asked again only when the filter named a category that is gone.
  const [categories, requestedList] = await Promise.all([fetchCourseCategories(), listFor(requested)]);
  const query = resolveCoursesQuery(requested, categories);
  const known = filterCategoryId(query) === filterCategoryId(requested);
  const list = known ? requestedList : await listFor(query);
  const result = { ...list, items: await withCardFacts(list.items) };
  return { query, categories, result, indexable: known && query.page <= Math.max(1, result.lastPage) };
});
