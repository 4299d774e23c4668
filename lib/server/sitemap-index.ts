import "server-only";
import { routeHref } from "../shared/routes/route-href";
import { mapBounded } from "./paged-range-read";
import { lastModifiedOf, ownPageUrls } from "./sitemap-entries";
import { fileCount, fileRange, READ_CONCURRENCY, SITEMAP_FILE_ROUTES, type SitemapFileKind } from "./sitemap-layout";
import type { SitemapReads } from "./sitemap-reads";

// /sitemap.xml: the files, as many as the catalogue needs. Each is dated by its newest URL: the
// lists are newest first, so that is the first record at the file's position (one read each).

export interface SitemapFile {
  url: string;
  lastModified?: string;
}

export async function sitemapIndexFiles(origin: string, reads: SitemapReads): Promise<SitemapFile[]> {
  const [own, courses, announcements] = await Promise.all([
    ownPageUrls(origin, reads),
    reads.courses({ start: 0, end: 1 }),
    reads.announcements({ start: 0, end: 1 }),
  ]);
  const fileUrl = (kind: SitemapFileKind, file: number) => `${origin}${routeHref(SITEMAP_FILE_ROUTES[kind], {}, file)}`;
  const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  const pageFiles = mapBounded(numbers(fileCount(own.length + announcements.total)), READ_CONCURRENCY, async (file) => {
    if (file === 1)
      return { url: fileUrl("pages", 1), ...lastModifiedOf(...own.map((entry) => String(entry.lastModified ?? ""))) };
    const at = fileRange(file).start - own.length;
    const { items } = await reads.announcements({ start: at, end: at + 1 });
    return { url: fileUrl("pages", file), ...lastModifiedOf(items[0]?.createdAt) };
  });
  const courseFiles = mapBounded(numbers(fileCount(courses.total)), READ_CONCURRENCY, async (file) => {
    const { start } = fileRange(file);
    const { items } = await reads.courses({ start, end: start + 1 });
    return { url: fileUrl("courses", file), ...lastModifiedOf(items[0]?.publishedAt) };
  });
  return [...(await pageFiles), ...(await courseFiles)];
}
