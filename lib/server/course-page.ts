import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { CourseDetail } from "../api/courses-types";
import { fetchCourseDetail } from "../api/courses";
import { isApiError } from "../api/errors";
import { parseRouteId } from "../shared/route-id";
import { loadAssetOrigin } from "./bootstrap";

// One fetch per render for generateMetadata and the page. Always the visitor's view
// (no token): the page is cached and shared; members' state is filled in by the browser.
export const loadCourseDetail = cache(async (rawId: string): Promise<CourseDetail> => {
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  try {
    return await fetchCourseDetail(id, loadAssetOrigin());
  } catch (error) {
    if (isApiError(error) && error.kind === "not-found") notFound();
    throw error;
  }
});
