import { LazySharePopover } from "@/components/share/lazy-share-popover";
import { RichText } from "@/components/ui/rich-text";
import type { Announcement } from "@/lib/api/announcements-types";
import { formatChinaDateTime, relativeTime } from "@/lib/shared/relative-time";

/** `url`: the announcement's canonical address, for 分享. */
export function AnnouncementArticle({ announcement, url }: { announcement: Announcement; url: string }) {
  return (
    <article className="min-w-0 flex-1 rounded-lg bg-white p-8 shadow-sm max-sm:p-5">
      <h1 className="text-2xl font-semibold text-gray-900 max-sm:text-xl">{announcement.title}</h1>
      <div className="mt-3 flex items-center justify-between gap-4">
        <time
          dateTime={announcement.createdAt}
          title={formatChinaDateTime(announcement.createdAt)}
          suppressHydrationWarning
          className="block text-sm text-gray-500"
        >
          {relativeTime(announcement.createdAt)}
        </time>
        <LazySharePopover url={url} title={announcement.title} />
      </div>
      <div className="mt-6 border-t border-gray-100 pt-6">
        <RichText html={announcement.html} />
      </div>
    </article>
  );
}
