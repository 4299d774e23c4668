import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AnnouncementArticle } from "@/components/announcement/announcement-article";
import { AnnouncementHistory } from "@/components/announcement/announcement-history";
import { fetchAnnouncement, fetchAnnouncements } from "@/lib/api/announcements";
import { fetchLatestAnnouncement } from "@/lib/api/content";
import { isApiError } from "@/lib/api/errors";
import type { Announcement } from "@/lib/api/models";
import { htmlExcerpt } from "@/lib/html-excerpt";
import { firstParam, positiveIntParam, type SearchParams } from "@/lib/search-params";
import { parseRouteId } from "@/lib/route-id";
import { absoluteSiteUrl } from "@/lib/server/site-url";

interface PageProps {
  searchParams: Promise<SearchParams>;
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

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const announcement = await loadAnnouncement(firstParam((await searchParams).id));
  if (!announcement) return { title: "公告" };
  return {
    title: announcement.title,
    description: htmlExcerpt(announcement.html) || announcement.title,
    alternates: { canonical: await absoluteSiteUrl(`/announcement?id=${announcement.id}`) },
  };
}

export default async function AnnouncementPage({ searchParams }: PageProps) {
  const params = await searchParams;
  const [announcement, history] = await Promise.all([
    loadAnnouncement(firstParam(params.id)),
    fetchAnnouncements(positiveIntParam(params.page, 1)).catch(() => null),
  ]);

  return (
    <div className="mx-auto flex max-w-site items-start gap-6 px-4 pt-6">
      {announcement ? (
        <AnnouncementArticle announcement={announcement} />
      ) : (
        <div className="flex-1 rounded-lg bg-white py-20 text-center text-gray-400">
          <h1 className="text-lg">公告</h1>
          <p className="mt-2">暂无公告</p>
        </div>
      )}
      {history && history.items.length > 0 && <AnnouncementHistory list={history} currentId={announcement?.id ?? 0} />}
    </div>
  );
}
