import "server-only";
import type { RouteName } from "../shared/routes/route-registry";

// How the sitemap is split: /sitemap.xml is an index naming files of at most 50,000 URLs each
// (sitemaps.org; Google reads no more from one file). The site's pages and the announcements go in
// /sitemaps/pages-{n}.xml, the courses in /sitemaps/courses-{n}.xml.

export const MAX_URLS_PER_FILE = 50_000;

/**
 * Courses per list read. MeEdu takes any page_size (its v2 course list only casts it), so the site
 * picks: 500 makes 40 reads for 20,000 courses, and one answer stays far below the data cache's
 * per-item limit. A backend that answers fewer per page says so in per_page, and that is followed.
 */
export const COURSE_READ_PAGE_SIZE = 500;

/** Announcements per read: MeEdu's list answers {data, total} without per_page, so ask a size every backend honours. */
export const ANNOUNCEMENT_READ_PAGE_SIZE = 100;

/** List reads in flight at once for one sitemap file, so a large catalogue does not flood the backend. */
export const READ_CONCURRENCY = 4;

export type SitemapFileKind = "pages" | "courses";

/** The route (lib/shared/routes/route-registry.ts) that serves each kind of file. */
export const SITEMAP_FILE_ROUTES: Record<SitemapFileKind, RouteName> = {
  pages: "sitemap-pages",
  courses: "sitemap-courses",
};

/** Files needed for `urls` URLs (one at least: an empty list is still a file). */
export function fileCount(urls: number): number {
  return Math.max(1, Math.ceil(urls / MAX_URLS_PER_FILE));
}

/** The positions [start, end) of file `file` (1-based) in its kind's list of URLs. */
export function fileRange(file: number): { start: number; end: number } {
  return { start: (file - 1) * MAX_URLS_PER_FILE, end: file * MAX_URLS_PER_FILE };
}

/** The file number in a view path (middleware writes it from the canonical address), or null. */
export function sitemapFileNumber(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : null;
}
