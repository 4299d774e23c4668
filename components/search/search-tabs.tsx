import Link from "next/link";
import type { SearchType } from "@/lib/api/search-types";
import { queryString } from "@/lib/shared/search-params";

export const SEARCH_TABS: Array<{ value: SearchType; label: string }> = [
  { value: "", label: "全部" },
  { value: "vod", label: "录播课" },
  { value: "video", label: "录播课时" },
];

export function searchHref(keywords: string, type: SearchType, page = 1): string {
  return `/search${queryString({ keywords, type, page: page > 1 ? page : 0 })}`;
}

export function SearchTabs({ keywords, active }: { keywords: string; active: SearchType }) {
  return (
    <nav aria-label="搜索类型" className="flex gap-8 border-b border-gray-100 px-6 max-sm:gap-6 max-sm:px-4">
      {SEARCH_TABS.map((tab) => (
        <Link
          prefetch={false}
          key={tab.value || "all"}
          href={searchHref(keywords, tab.value)}
          aria-current={tab.value === active ? "page" : undefined}
          className={`-mb-px border-b-2 py-4 text-base ${tab.value === active ? "border-primary font-medium text-primary-ink" : "border-transparent text-gray-600 hover:text-primary-ink"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
