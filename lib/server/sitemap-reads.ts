import "server-only";
import { fetchAnnouncements } from "../api/announcements";
import type { Announcement } from "../api/announcements-types";
import { fetchCourses } from "../api/courses";
import type { CourseListItem } from "../api/courses-types";
import { REQUEST_TIMEOUT_MS } from "../api/request-deadline";
import { readListRange } from "./paged-range-read";
import { ANNOUNCEMENT_READ_PAGE_SIZE, COURSE_READ_PAGE_SIZE, READ_CONCURRENCY } from "./sitemap-layout";

// The MeEdu lists a sitemap file is made of: public reads (cached like the pages'), newest first
// (courses by published_at, announcements by id), a few pages at a time. A route handler has no
// render to share a deadline with, so one sitemap file's reads share one of their own.

type Range = { start: number; end: number };

export interface SitemapReads {
  courses(range: Range): Promise<{ items: CourseListItem[]; total: number }>;
  announcements(range: Range): Promise<{ items: Announcement[]; total: number }>;
}

export function sitemapReads(deadline = Date.now() + REQUEST_TIMEOUT_MS): SitemapReads {
  const plan = { deadline, concurrency: READ_CONCURRENCY };
  return {
    courses: (range) =>
      readListRange(
        (page, timeoutMs) => fetchCourses({ page, pageSize: COURSE_READ_PAGE_SIZE }, "", timeoutMs), // ids and dates only
        range,
        plan,
      ),
    announcements: (range) =>
      readListRange((page, timeoutMs) => fetchAnnouncements(page, ANNOUNCEMENT_READ_PAGE_SIZE, timeoutMs), range, plan),
  };
}
