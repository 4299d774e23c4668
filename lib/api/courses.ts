import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "./cache-policy";
import { apiRequest } from "./client";
import type { CourseCategory, CourseDetail, CourseListItem, CourseScene, PageOf } from "./course-models";
import { normalizeCategories, normalizeCourseDetail, normalizeCoursePage } from "./course-normalize";
import { asFlag, asRecord, asString } from "./normalize";

export const COURSES_PER_PAGE = 16;

export const courseTag = (id: number) => `course-${id}`;

export interface CourseListQuery {
  page?: number;
  pageSize?: number;
  categoryId?: number;
  scene?: CourseScene;
}

export async function fetchCourses(query: CourseListQuery, assetOrigin: string): Promise<PageOf<CourseListItem>> {
  const pageSize = query.pageSize ?? COURSES_PER_PAGE;
  const raw = await apiRequest<unknown>("v2/courses", {
    query: { page: query.page ?? 1, page_size: pageSize, category_id: query.categoryId || 0, scene: query.scene ?? "" },
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.courses],
  });
  return normalizeCoursePage(raw, pageSize, assetOrigin);
}

export async function fetchCourseCategories(): Promise<CourseCategory[]> {
  const raw = await apiRequest<unknown>("v2/course_categories", {
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.courses],
  });
  return normalizeCategories(raw);
}

/**
 * Public with optional auth: with a token the answer carries isBuy/isCollect and is
 * never cached (the client skips the cache whenever a token is sent).
 */
export async function fetchCourseDetail(id: number, assetOrigin: string, token: string | null = null): Promise<CourseDetail> {
  const raw = await apiRequest<unknown>(`v2/course/${id}`, {
    token,
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.courses, courseTag(id)],
  });
  return normalizeCourseDetail(raw, assetOrigin);
}

export interface CourseAccess {
  isBuy: boolean;
  isCollect: boolean;
}

/** Browser: what the signed-in member may do with a course (the cached page shows the visitor's view). */
export async function fetchCourseAccess(id: number): Promise<CourseAccess> {
  const raw = asRecord(await apiRequest<unknown>(`v2/course/${id}`, { silent: true }));
  return { isBuy: asFlag(raw.isBuy), isCollect: asFlag(raw.isCollect) };
}

/** Browser: toggles the favourite; resolves with the new state (data 1 = liked). */
export async function toggleCourseLike(id: number): Promise<boolean> {
  return asFlag(await apiRequest<unknown>(`v2/course/${id}/like`));
}

/** Browser: a one-time download address for a course attachment (buyers only). */
export async function fetchAttachmentDownloadUrl(courseId: number, attachId: number): Promise<string> {
  const raw = await apiRequest<unknown>(`v3/course/${courseId}/attach/${attachId}`);
  return asString(asRecord(raw).download_url);
}
