import "server-only";
import type { MetadataRoute } from "next";
import type { Announcement } from "../api/announcements-types";
import type { CourseListItem } from "../api/courses-types";
import { routeHref } from "../shared/routes/route-href";
import {
  ROUTES,
  type RouteDefinition,
  type RouteName,
  type SitemapDateSource,
  type SitemapEntry,
} from "../shared/routes/route-registry";
import { parseMeeduDate } from "../shared/relative-time";
import { isVipDisabledByBuild } from "../shared/vip";
import { fileRange } from "./sitemap-layout";
import type { SitemapReads } from "./sitemap-reads";

// The URLs of each sitemap file, every one with a lastmod when MeEdu gives a date: a course its
// published_at (MeEdu's lists carry no updated_at), an announcement its created_at, a page of the
// site the newest record of the lists it shows (the registry's lastModifiedFrom).

export type SitemapUrl = MetadataRoute.Sitemap[number];

/** The routes with a sitemap entry of their own (the route registry); /vip unless the build disables VIP. */
function ownRoutes(): Array<{ name: RouteName; entry: SitemapEntry }> {
  return (ROUTES as readonly RouteDefinition[]).flatMap((route) =>
    typeof route.sitemap === "object" && !(route.name === "vip" && isVipDisabledByBuild())
      ? [{ name: route.name as RouteName, entry: route.sitemap }] // read from ROUTES itself
      : [],
  );
}

/** An ISO lastmod from the newest of MeEdu's dates (China time when they name no zone). */
export function lastModifiedOf(...dates: Array<string | undefined>): { lastModified?: string } {
  const times = dates.flatMap((text) => (text ? [parseMeeduDate(text)?.getTime()] : [])).filter(Number.isFinite);
  return times.length > 0 ? { lastModified: new Date(Math.max(...(times as number[]))).toISOString() } : {};
}

const courseUrl = (origin: string, course: CourseListItem): SitemapUrl => ({
  url: `${origin}${routeHref("course", {}, course.id)}`,
  ...lastModifiedOf(course.publishedAt),
  changeFrequency: "weekly",
  priority: 0.8,
});

const announcementUrl = (origin: string, item: Announcement): SitemapUrl => ({
  url: `${origin}${routeHref("announcement", { id: item.id })}`,
  ...lastModifiedOf(item.createdAt),
  changeFrequency: "monthly",
  priority: 0.5,
});

/** A list read page by page may shift while it is read (a course published meanwhile): each URL once. */
const once = (urls: SitemapUrl[]) => [...new Map(urls.map((entry) => [entry.url, entry])).values()];

/** /, /courses and /vip, each dated by the newest course or announcement it shows. */
export async function ownPageUrls(origin: string, reads: SitemapReads): Promise<SitemapUrl[]> {
  const [courses, announcements] = await Promise.all([
    reads.courses({ start: 0, end: 1 }),
    reads.announcements({ start: 0, end: 1 }),
  ]);
  const newest: Record<SitemapDateSource, string | undefined> = {
    courses: courses.items[0]?.publishedAt,
    announcements: announcements.items[0]?.createdAt,
  };
  return ownRoutes().map(({ name, entry }) => ({
    url: `${origin}${routeHref(name)}`,
    ...lastModifiedOf(...entry.lastModifiedFrom.map((source) => newest[source])),
    changeFrequency: entry.changeFrequency,
    priority: entry.priority,
  }));
}

/** pages-{file}.xml: the site's own pages, then every announcement; null past the last file. */
export async function pageFileUrls(origin: string, file: number, reads: SitemapReads): Promise<SitemapUrl[] | null> {
  const { start, end } = fileRange(file);
  // The own pages' count is the registry's: both reads go out together.
  const ownCount = ownRoutes().length;
  const [own, announcements] = await Promise.all([
    ownPageUrls(origin, reads),
    reads.announcements({ start: Math.max(0, start - ownCount), end: end - ownCount }),
  ]);
  if (file > 1 && announcements.items.length === 0) return null;
  return once([...own.slice(start, end), ...announcements.items.map((item) => announcementUrl(origin, item))]);
}

/** courses-{file}.xml: the listed courses at its positions; null past the last file. */
export async function courseFileUrls(origin: string, file: number, reads: SitemapReads): Promise<SitemapUrl[] | null> {
  const { items } = await reads.courses(fileRange(file));
  if (file > 1 && items.length === 0) return null;
  return once(items.map((course) => courseUrl(origin, course)));
}
