import "server-only";
import { fetchCourseCategories } from "../api/courses";
import type { CourseCategory } from "../api/courses-types";
import { logSoftFailure } from "../shared/soft-failure";

/** A category's name, top level or child (MeEdu's categories are two levels deep); "" when it is gone. */
export function findCategoryName(categories: readonly CourseCategory[], categoryId: number): string {
  if (categoryId <= 0) return "";
  for (const category of categories) {
    if (category.id === categoryId) return category.name;
    const child = category.children.find((candidate) => candidate.id === categoryId);
    if (child) return child.name;
  }
  return "";
}

/** The course page's 分类: MeEdu's course detail names only the id; the categories are a cached public read (tag `courses`). */
export async function loadCategoryName(categoryId: number): Promise<string> {
  if (categoryId <= 0) return "";
  try {
    return findCategoryName(await fetchCourseCategories(), categoryId);
  } catch (error) {
    logSoftFailure(`读取课程分类 ${categoryId}`, error, "课程页不显示分类");
    return "";
  }
}
