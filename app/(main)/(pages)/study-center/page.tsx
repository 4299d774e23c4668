import type { Metadata } from "next";
import { PRIVATE_PAGE_ROBOTS } from "@/lib/server/page-metadata";
import Link from "next/link";
import { EmptyState } from "@/components/member/member-panel";
import { StudyCard } from "@/components/study/study-card";
import { PaginationLinks } from "@/components/ui/pagination-links";
import { fetchStudyList } from "@/lib/api/member-lists";
import { firstParam, positiveIntParam, type SearchParams } from "@/lib/shared/search-params";
import { loadAssetOrigin } from "@/lib/server/bootstrap";
import { loadForMember } from "@/lib/server/member-data";
import { loadWatchableCourseIds } from "@/lib/server/watchable-courses";
import { parseStudyTab, STUDY_TABS } from "@/lib/shared/study-progress";

export const metadata: Metadata = { title: "我的学习", robots: PRIVATE_PAGE_ROBOTS };

export default async function StudyCenterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const tab = parseStudyTab(firstParam(query.tab));
  const page = positiveIntParam(query.page, 1);
  const hrefFor = (p: number) => `/study-center?tab=${tab}${p > 1 ? `&page=${p}` : ""}`;
  const assetOrigin = loadAssetOrigin();
  const { list, watchable } = await loadForMember(hrefFor(page), async (token) => {
    const list = await fetchStudyList(token, tab, page, assetOrigin);
    // 在学 and 订阅 rows are courses the member studies already; favourites may be anything.
    const watchable =
      tab === "liked"
        ? await loadWatchableCourseIds(
            list.items.map((item) => item.courseId),
            token,
          )
        : null;
    return { list, watchable };
  });

  return (
    <div className="mx-auto max-w-site px-4 py-8 max-sm:py-4">
      <section className="rounded-lg bg-white p-6 shadow-sm max-sm:p-4">
        <h1 className="text-lg font-medium text-gray-900">我的学习</h1>
        {/* The course types, as the official client shows them: recorded courses are the one type here. */}
        <nav aria-label="课程类型" className="mt-4 flex gap-6 border-b border-gray-100">
          <Link
            prefetch={false}
            href="/study-center"
            aria-current="true"
            className="-mb-px border-b-2 border-primary pb-2 text-sm text-primary-ink"
          >
            录播课
          </Link>
        </nav>
        <nav aria-label="学习分类" className="mt-4 flex gap-2 border-b border-gray-100 pb-4">
          {STUDY_TABS.map((item) => (
            <Link
              prefetch={false}
              key={item.key}
              href={`/study-center?tab=${item.key}`}
              aria-current={item.key === tab ? "page" : undefined}
              className={`rounded-full px-4 py-1 text-sm ${item.key === tab ? "bg-primary-ink text-white" : "text-gray-600 hover:text-primary-ink"}`}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {list.items.length === 0 ? (
          <EmptyState text="暂无课程" />
        ) : (
          <ul aria-label="课程列表" className="divide-y divide-gray-100">
            {list.items.map((item) => (
              <StudyCard key={item.courseId} item={item} tab={tab} watchable={watchable?.has(item.courseId) ?? true} />
            ))}
          </ul>
        )}
        <PaginationLinks page={page} lastPage={list.lastPage} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
