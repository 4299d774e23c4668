import Link from "next/link";
import type { StudyItem } from "@/lib/api/member-lists-types";
import type { StudyTab } from "@/lib/api/member-lists";
import { formatChinaDateTime } from "@/lib/shared/relative-time";
import { continueHref, progressPercent } from "@/lib/shared/study-progress";
import { LessonProgressButton } from "./lesson-progress-dialog";
import { ProgressBar } from "@/components/ui/progress-bar";

/** `watchable`: the member may watch the course; a favourite they may not links to its page instead of 继续学习. */
export function StudyCard({ item, tab, watchable = true }: { item: StudyItem; tab: StudyTab; watchable?: boolean }) {
  const title = item.course?.title || `课程 ${item.courseId}`;
  const total = item.course?.lessonCount ?? 0;
  const percent = progressPercent(item);
  const subscribed = tab === "subscribed" || item.isSubscribed;
  return (
    <li className="flex gap-4 py-5 max-sm:flex-wrap max-sm:gap-3">
      <Link prefetch={false} href={`/courses/detail/${item.courseId}`} className="relative shrink-0">
        {/* eslint-disable-next-line @next/next/no-img-element -- covers live on the API host */}
        <img
          src={item.course?.thumb || undefined}
          alt={title}
          className="h-[90px] w-[120px] rounded bg-gray-100 object-cover max-sm:h-[60px] max-sm:w-20"
        />
        {subscribed && (
          <span className="absolute left-0 top-0 rounded-br rounded-tl bg-amber-700 px-1.5 py-0.5 text-xs text-white">
            已订阅
          </span>
        )}
      </Link>
      <div className="min-w-0 flex-1 max-sm:basis-[calc(100%-5.75rem)]">
        <Link
          prefetch={false}
          href={`/courses/detail/${item.courseId}`}
          className="block truncate text-base text-gray-900 hover:text-primary-ink"
        >
          {title}
        </Link>
        <p className="mt-2 text-xs text-gray-500">
          已学完 {item.learnedCount}课时 / 共 {total}课时
          {tab === "liked" && item.createdAt && (
            <span className="ml-4 max-sm:ml-0 max-sm:block">收藏时间：{formatChinaDateTime(item.createdAt)}</span>
          )}
        </p>
        <ProgressBar
          label={`${title} 学习进度`}
          percent={percent}
          className="mt-3 w-64 max-md:w-full max-md:max-w-64"
        />
      </div>
      <div className="flex shrink-0 flex-col items-end justify-center gap-3 max-sm:basis-full max-sm:flex-row max-sm:justify-end">
        <LessonProgressButton courseId={item.courseId} />
        {watchable ? (
          <Link
            prefetch={false}
            href={continueHref(item)}
            className="rounded-md bg-primary-ink px-4 py-1.5 text-sm text-white hover:bg-primary-dark"
          >
            {percent >= 100 ? "学习完成" : "继续学习"}
          </Link>
        ) : (
          <Link
            prefetch={false}
            href={`/courses/detail/${item.courseId}`}
            aria-label={`${title} 详情`}
            className="rounded-md border border-primary-ink px-4 py-1.5 text-sm text-primary-ink hover:bg-primary-light"
          >
            详情
          </Link>
        )}
      </div>
    </li>
  );
}
