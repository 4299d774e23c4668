import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AnnouncementArticle } from "@/components/announcement/announcement-article";
import { AnnouncementHistory } from "@/components/announcement/announcement-history";
import { JsonLd } from "@/components/seo/json-ld";
import { fetchAnnouncement, fetchAnnouncements } from "@/lib/api/announcements";
import { fetchLatestAnnouncement } from "@/lib/api/content";
import { isApiError } from "@/lib/api/errors";
import type { Announcement } from "@/lib/api/announcements-types";
import { htmlExcerpt } from "@/lib/server/html-excerpt";
import { routeNamed } from "@/lib/shared/routes/match-route";
import { routeHref } from "@/lib/shared/routes/route-href";
import { viewValues } from "@/lib/shared/routes/public-views";
import { firstParam, positiveIntParam } from "@/lib/shared/search-params";
import { parseRouteId } from "@/lib/shared/route-id";
import { HOME_STEP, breadcrumbListJsonLd, type BreadcrumbStep } from "@/lib/shared/structured-data";
import { siteOgImageUrl } from "@/lib/server/og/og-image-urls";
import { publicPageMetadata } from "@/lib/server/page-metadata";
import { siteName } from "@/lib/server/site-metadata";
import { requireSystemConfig } from "@/lib/server/bootstrap";
import { absoluteSiteUrl, siteOrigin } from "@/lib/server/site-url";

// /announcement?id=&page= is served from here (middleware turns the query into the view segment).
interface PageProps {
  params: Promise<{ view: string }>;
}

// A public page: rendered once per view, then served from the cache to every visitor (docs/caching.md).
export const revalidate = 60;

export function generateStaticParams() {
  return []; // rendered on the first request, never at build time (the API belongs to the deployment)
}

// ?id= shows that announcement (unknown or malformed → 404); no id shows the latest.
const loadAnnouncement = cache(async (rawId: string): Promise<Announcement | null> => {
  if (!rawId) return fetchLatestAnnouncement();
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  try {
    return await fetchAnnouncement(id);
  } catch (error) {
    if (isApiError(error) && error.kind === "not-found") notFound();
    throw error;
  }
});

const ANNOUNCEMENTS: BreadcrumbStep = { name: "公告", path: "/announcement" };

// The page an announcement is found at: /announcement alone shows the latest, which keeps its own address.
const announcementPath = (announcement: Announcement) => `${ANNOUNCEMENTS.path}?id=${announcement.id}`;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const query = viewValues(routeNamed("announcement"), (await params).view);
  const [announcement, name] = await Promise.all([loadAnnouncement(firstParam(query.id)), siteName()]);
  return publicPageMetadata({
    title: announcement?.title || ANNOUNCEMENTS.name,
    description: (announcement && htmlExcerpt(announcement.html)) || announcement?.title || `${name}的最新公告。`,
    path: announcement ? announcementPath(announcement) : ANNOUNCEMENTS.path,
    address: routeHref("announcement", query),
    siteName: name,
    image: siteOgImageUrl(),
  });
}

export default async function AnnouncementPage({ params }: PageProps) {
  const query = viewValues(routeNamed("announcement"), (await params).view);
  const [announcement, history] = await Promise.all([
    loadAnnouncement(firstParam(query.id)),
    fetchAnnouncements(positiveIntParam(query.page, 1)),
    requireSystemConfig(),
  ]);

  return (
    <div className="mx-auto flex max-w-site items-start gap-6 px-4 pt-6 max-lg:flex-col max-lg:items-stretch max-sm:gap-4 max-sm:pt-4">
      <JsonLd
        data={breadcrumbListJsonLd(siteOrigin(), [
          HOME_STEP,
          ANNOUNCEMENTS,
          ...(announcement ? [{ name: announcement.title, path: announcementPath(announcement) }] : []),
        ])}
      />
      {announcement ? (
        <AnnouncementArticle announcement={announcement} url={absoluteSiteUrl(announcementPath(announcement))} />
      ) : (
        <div className="flex-1 rounded-lg bg-white py-20 text-center text-gray-500">
          <h1 className="text-lg">公告</h1>
          <p className="mt-2">暂无公告</p>
        </div>
      )}
      {history && history.total > 0 && <AnnouncementHistory list={history} currentId={announcement?.id ?? 0} />}
    </div>
  );
}
