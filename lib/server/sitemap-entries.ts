import "server-only";
import type { MetadataRoute } from "next";
import { fetchAnnouncements } from "../api/announcements";
import { fetchCourses } from "../api/courses";
import { routeHref } from "../shared/routes/route-href";
import { ROUTES, type RouteDefinition, type SitemapEntry } from "../shared/routes/route-registry";
import { parseMeeduDate } from "../shared/relative-time";
import { isVipDisabledByBuild } from "../shared/vip";

const PAGE_SIZE = 100;
/** A guard against a misbehaving backend; 50 × 100 URLs is plenty for a school. */
const MAX_PAGES = 50;

async function collect<T>(load: (page: number) => Promise<{ items: T[]; lastPage: number }>): Promise<T[]> {
  const first = await load(1);
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.lastPage, MAX_PAGES) - 1 }, (_, index) => load(index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

/** The routes with a sitemap entry of their own (the route registry); /vip unless the build disables VIP. */
function ownEntries(): Array<{ name: string; entry: SitemapEntry }> {
  return (ROUTES as readonly RouteDefinition[]).flatMap((route) =>
    typeof route.sitemap === "object" && !(route.name === "vip" && isVipDisabledByBuild())
      ? [{ name: route.name, entry: route.sitemap }]
      : [],
  );
}

/** An ISO lastmod from MeEdu's China-time `published_at` (its lists carry no `updated_at`). */
function lastModifiedOf(publishedAt: string): { lastModified?: string } {
  const date = parseMeeduDate(publishedAt);
  return date ? { lastModified: date.toISOString() } : {};
}

/** Pages with their own entry, every listed course and every announcement (public reads, cached; an outage throws so the last good sitemap stays). */
export async function sitemapEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const [courses, announcements] = await Promise.all([
    collect((page) => fetchCourses({ page, pageSize: PAGE_SIZE }, "")), // ids and published_at only
    collect((page) => fetchAnnouncements(page, PAGE_SIZE)),
  ]);
  return [
    ...ownEntries().map(({ name, entry }) => ({ url: `${origin}${routeHref(name)}`, ...entry })),
    ...courses.map((course) => ({
      url: `${origin}${routeHref("course", {}, course.id)}`,
      ...lastModifiedOf(course.publishedAt),
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
    ...announcements.map((item) => ({
      url: `${origin}${routeHref("announcement", { id: item.id })}`,
      ...(item.createdAt ? { lastModified: item.createdAt } : {}),
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
  ];
}
