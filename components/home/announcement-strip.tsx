import Link from "next/link";
import type { Announcement } from "@/lib/api/announcements-types";
import { routeHref } from "@/lib/shared/routes/route-href";

export function AnnouncementStrip({ announcement }: { announcement: Announcement | null }) {
  if (!announcement) return null;
  return (
    <div className="mt-6 flex items-center gap-2 rounded-md bg-white px-5 py-3 text-sm shadow-sm max-sm:mt-4 max-sm:px-4">
      <span className="font-medium text-primary-ink max-lg:shrink-0">公告：</span>
      <Link
        prefetch={false}
        href={routeHref("announcement", { id: announcement.id })}
        className="truncate text-gray-700 hover:text-primary-ink max-lg:min-w-0"
      >
        {announcement.title}
      </Link>
    </div>
  );
}
