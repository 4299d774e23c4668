import Link from "next/link";
import { PaginationLinks } from "@/components/ui/pagination-links";
import type { PageOf } from "@/lib/api/paging";
import type { Announcement } from "@/lib/api/announcements-types";
import { relativeTime } from "@/lib/shared/relative-time";
import { routeHref } from "@/lib/shared/routes/route-href";

interface AnnouncementHistoryProps {
  list: PageOf<Announcement>;
  currentId: number;
}

const hrefFor = (id: number, page: number) => routeHref("announcement", { id, page });

export function AnnouncementHistory({ list, currentId }: AnnouncementHistoryProps) {
  return (
    <aside
      aria-labelledby="announcement-history"
      className="w-80 shrink-0 rounded-lg bg-white p-6 shadow-sm max-lg:w-auto max-sm:p-5"
    >
      <h2 id="announcement-history" className="mb-4 text-lg font-medium text-gray-900">
        历史公告
      </h2>
      {list.items.length === 0 && <p className="px-2 py-2 text-sm text-gray-500">这一页没有公告</p>}
      <ul className="space-y-1">
        {list.items.map((item) => (
          <li key={item.id}>
            <Link
              prefetch={false}
              href={hrefFor(item.id, list.page)}
              aria-current={item.id === currentId ? "page" : undefined}
              className={`flex items-center justify-between gap-3 rounded px-2 py-2 text-sm ${item.id === currentId ? "bg-primary-light text-primary-ink" : "text-gray-700 hover:text-primary-ink"}`}
            >
              <span className="truncate">{item.title}</span>
              <span suppressHydrationWarning className="shrink-0 text-xs text-gray-600">
                {relativeTime(item.createdAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <PaginationLinks page={list.page} lastPage={list.lastPage} hrefFor={(page) => hrefFor(currentId, page)} />
    </aside>
  );
}
