"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { CourseDetailSkeleton } from "@/components/skeletons/course-detail-skeleton";
import { CourseListSkeleton } from "@/components/skeletons/course-list-skeleton";
import { LessonSkeleton } from "@/components/skeletons/lesson-skeleton";
import { MemberPageSkeleton } from "@/components/skeletons/member-page-skeleton";
import { SearchSkeleton } from "@/components/skeletons/search-skeleton";
import { StudyCenterSkeleton } from "@/components/skeletons/study-center-skeleton";
import { routeProgressTarget, subscribeRouteProgress } from "@/lib/browser/route-progress";
import { navigationSkeletonKind, type NavigationSkeletonKind } from "@/lib/shared/navigation-skeleton-kind";

const SKELETONS: Record<NavigationSkeletonKind, () => ReactNode> = {
  "course-list": CourseListSkeleton,
  "course-detail": CourseDetailSkeleton,
  lesson: LessonSkeleton,
  member: MemberPageSkeleton,
  "study-center": StudyCenterSkeleton,
  search: SearchSkeleton,
};

const noTarget = () => null;

// The loading state of every page (lib/shared/navigation-skeleton-kind.ts says why not loading.tsx): while a
// navigation toward one is on its way, its skeleton replaces the page being left, which stays
// mounted (hidden) in case the navigation does not happen.
export function NavigationSkeleton({ children }: { children: ReactNode }) {
  const target = useSyncExternalStore(subscribeRouteProgress, routeProgressTarget, noTarget);
  const kind = target ? navigationSkeletonKind(target, window.location.href) : null;
  const Skeleton = kind ? SKELETONS[kind] : null;
  return (
    <>
      {Skeleton && <Skeleton />}
      <div hidden={Boolean(Skeleton)} className="contents">
        {children}
      </div>
    </>
  );
}
