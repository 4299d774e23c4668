import "server-only";
import { fetchCourses } from "../api/courses";
import type { CourseCard, CourseInfo } from "../api/courses-types";
import { logSoftFailure } from "../shared/soft-failure";
import { loadAssetOrigin } from "./bootstrap";
import { withCardFacts } from "./course-card-facts";

/** At most this many cards under 相关课程: two rows of the course grid. */
export const RELATED_COURSES_MAX = 8;

/**
 * Listed courses of the same category first, then recommended ones, never the course itself; both
 * lists are MeEdu's public lists (listed courses only), so a hidden course never appears.
 */
export function pickRelatedCourses(courseId: number, sameCategory: CourseCard[], recommended: CourseCard[]) {
  const picked = new Map<number, CourseCard>();
  for (const candidate of [...sameCategory, ...recommended]) {
    if (picked.size === RELATED_COURSES_MAX) break;
    if (candidate.id !== courseId && !picked.has(candidate.id)) picked.set(candidate.id, candidate);
  }
  return [...picked.values()];
}

/** One more than shown: the course itself may be among them. */
const READ_SIZE = RELATED_COURSES_MAX + 1;

/** The related courses of a course page, with their facts (cached public reads, tagged `courses`: an edit's webhook refreshes them). */
export async function loadRelatedCourses(course: Pick<CourseInfo, "id" | "categoryId">): Promise<CourseCard[]> {
  const assetOrigin = loadAssetOrigin();
  try {
    const [sameCategory, recommended] = await Promise.all([
      course.categoryId > 0
        ? fetchCourses({ categoryId: course.categoryId, pageSize: READ_SIZE }, assetOrigin)
        : Promise.resolve({ items: [] }),
      fetchCourses({ scene: "recom", pageSize: READ_SIZE }, assetOrigin),
    ]);
    return await withCardFacts(pickRelatedCourses(course.id, sameCategory.items, recommended.items));
  } catch (error) {
    logSoftFailure(`读取课程 ${course.id} 的相关课程`, error, "课程页不显示相关课程");
    return [];
  }
}
