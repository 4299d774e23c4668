import { notFound } from "next/navigation";
import { cache } from "react";
import type { CourseDetail } from "../api/course-models";
import { fetchCourseDetail } from "../api/courses";
import { isApiError } from "../api/errors";
import { parseRouteId } from "../route-id";
import { readRequestToken } from "./bootstrap";

// One fetch per render for generateMetadata and the page. With a token the
// answer is member-specific (isBuy, isCollect) and is not cached.
export const loadCourseDetail = cache(async (rawId: string): Promise<CourseDetail> => {
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  try {
    return await fetchCourseDetail(id, await readRequestToken());
  } catch (error) {
    if (isApiError(error) && error.kind === "not-found") notFound();
    throw error;
  }
});
