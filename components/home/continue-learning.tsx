"use client";

import Link from "next/link";
import useSWR from "swr";
import { ProgressBar } from "@/components/ui/progress-bar";
import { fetchCatalogueLessonTitle } from "@/lib/api/courses";
import { fetchLastStudied } from "@/lib/api/member-lists";
import { routeHref } from "@/lib/shared/routes/route-href";
import { useUserStore } from "@/lib/stores/store-provider";

async function lastStudied() {
  const item = await fetchLastStudied();
  if (!item?.course) return null;
  const lessonTitle = item.lastVideoId ? await fetchCatalogueLessonTitle(item.course.id, item.lastVideoId) : "";
  return { ...item, course: item.course, lessonTitle };
}

/**
 * 继续学习 on the home page: the course a signed-in member studied last, the lesson they were at and
 * their progress, one click from the player. An island: the cached home page is the same for everyone.
 */
export function ContinueLearning() {
  const isLogin = useUserStore((state) => state.isLogin);
  const { data } = useSWR(isLogin ? "continue-learning" : null, lastStudied, { revalidateOnFocus: false });
  if (!isLogin || !data) return null;
  const { course, lastVideoId, lessonTitle, progress } = data;
  const target = lastVideoId ? `/courses/video/${lastVideoId}` : routeHref("course", {}, course.id);

  return (
    <section
      aria-label="继续学习"
      className="mt-6 flex items-center gap-4 rounded-lg bg-white p-5 shadow-sm max-sm:mt-4 max-sm:flex-col max-sm:items-stretch max-sm:p-4"
    >
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold text-gray-900">继续学习</h2>
        <p className="mt-1 truncate text-sm text-gray-700">
          {course.title}
          {lessonTitle && <span className="text-gray-500"> · {lessonTitle}</span>}
        </p>
        <div className="mt-2 flex items-center gap-3">
          <ProgressBar label="学习进度" percent={progress} className="w-48 max-sm:flex-1" />
          <span className="text-xs text-gray-500">已学 {progress}%</span>
        </div>
      </div>
      <Link
        prefetch={false}
        href={target}
        className="shrink-0 rounded-md bg-primary-ink px-5 py-2 text-center text-sm text-white hover:bg-primary-dark"
      >
        {lastVideoId ? "继续学习" : "进入课程"}
      </Link>
    </section>
  );
}
