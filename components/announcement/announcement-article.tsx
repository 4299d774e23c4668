import { RichText } from "@/components/ui/rich-text";
import type { Announcement } from "@/lib/api/announcements-types";
import { formatChinaDateTime, relativeTime } from "@/lib/shared/relative-time";

export function AnnouncementArticle({ announcement }: { announcement: Announcement }) {
  return (
    <article className="min-w-0 flex-1 rounded-lg bg-white p-8 shadow-sm max-sm:p-5">
      <h1 className="text-2xl font-semibold text-gray-900 max-sm:text-xl">{announcement.title}</h1>
      <time
        dateTime={announcement.createdAt}
        title={formatChinaDateTime(announcement.createdAt)}
        suppressHydrationWarning
        className="mt-3 block text-sm text-gray-500"
      >
        {relativeTime(announcement.createdAt)}
      </time>
      <div className="mt-6 border-t border-gray-100 pt-6">
        <RichText html={announcement.html} />
      </div>
    </article>
  );
}
