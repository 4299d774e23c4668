"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import useSWR from "swr";
import { fetchCourseAccess, type CourseAccess, type CourseLearning } from "@/lib/api/courses";
import { useUserStore } from "@/lib/stores/store-provider";

export interface MemberCourseAccess extends CourseLearning {
  isLogin: boolean;
  /** The member's state is known (false while a signed-in member's answer is on its way). */
  settled: boolean;
  /** The member's answer could not be had (the API busy or unreachable): it will not settle on this page. */
  unavailable: boolean;
}

const VISITOR: MemberCourseAccess = {
  isLogin: false,
  settled: true,
  unavailable: false,
  isBuy: false,
  isCollect: false,
  firstLessonId: null,
  lastViewedLessonId: null,
};

const CourseAccessContext = createContext<MemberCourseAccess>(VISITOR);

interface CourseAccessProviderProps {
  courseId: number;
  /** Set where the server already asked the API for this member (member-only pages). */
  known?: CourseAccess;
  children: ReactNode;
}

// The cached course page is the visitor's view; a signed-in member's bought/collected state and
// where they left off are asked for from the browser and fill in the buy area, locks, comments
// and downloads.
export function CourseAccessProvider({ courseId, known, children }: CourseAccessProviderProps) {
  const isLogin = useUserStore((state) => state.isLogin);
  const { data, error } = useSWR(
    isLogin && !known ? ["course-access", courseId] : null,
    () => fetchCourseAccess(courseId),
    {
      revalidateOnFocus: false,
    },
  );
  const value = useMemo<MemberCourseAccess>(() => {
    if (known) return { ...VISITOR, isLogin: true, ...known };
    if (!isLogin) return VISITOR;
    if (data) return { ...VISITOR, ...data, isLogin };
    return { ...VISITOR, isLogin, settled: false, unavailable: error !== undefined };
  }, [known, isLogin, data, error]);
  return <CourseAccessContext.Provider value={value}>{children}</CourseAccessContext.Provider>;
}

export function useCourseAccess(): MemberCourseAccess {
  return useContext(CourseAccessContext);
}
