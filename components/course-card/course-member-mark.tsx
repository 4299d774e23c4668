"use client";

import useSWR from "swr";
import { fetchOwnedCourseProgress } from "@/lib/api/member-lists";
import { useUserStore } from "@/lib/stores/store-provider";

/** Every card of a page shares this key: SWR makes the one member call for all of them. */
const OWNED_COURSES_KEY = "owned-course-progress";

/**
 * 已购 and 已学 N% on a card, for a signed-in member who bought the course. Visitors: nothing, and
 * no request. The cached card is the same HTML for everyone; this fills in after the session loads.
 */
export function CourseMemberMark({ courseId }: { courseId: number }) {
  const isLogin = useUserStore((state) => state.isLogin);
  const { data } = useSWR(isLogin ? OWNED_COURSES_KEY : null, fetchOwnedCourseProgress, {
    revalidateOnFocus: false,
  });
  const progress = isLogin ? data?.get(courseId) : undefined;
  if (progress === undefined) return null;
  return (
    <span className="absolute top-2 left-2 rounded bg-primary-ink px-2 py-0.5 text-xs leading-5 text-white shadow-sm">
      已购{progress > 0 && ` · 已学 ${progress}%`}
    </span>
  );
}
