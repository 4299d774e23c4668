"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import useSWR from "swr";
import { fetchCourseAccess, type CourseAccess } from "@/lib/api/courses";
import { useUserStore } from "@/lib/stores/store-provider";

export interface MemberCourseAccess extends CourseAccess {
  isLogin: boolean;
}

const VISITOR: MemberCourseAccess = { isLogin: false, isBuy: false, isCollect: false };

const CourseAccessContext = createContext<MemberCourseAccess>(VISITOR);

interface CourseAccessProviderProps {
  courseId: number;
  /** Set where the server already asked the API for this member (member-only pages). */
  known?: CourseAccess;
  children: ReactNode;
}

// The cached course page is the visitor's view; a signed-in member's bought/collected
// state is asked for from the browser and fills in the buy area, locks, comments and downloads.
export function CourseAccessProvider({ courseId, known, children }: CourseAccessProviderProps) {
  const isLogin = useUserStore((state) => state.isLogin);
  const { data } = useSWR(isLogin && !known ? ["course-access", courseId] : null, () => fetchCourseAccess(courseId), {
    revalidateOnFocus: false,
  });
  const value = useMemo<MemberCourseAccess>(() => {
    if (known) return { isLogin: true, ...known };
    if (!isLogin) return VISITOR;
    return { isLogin, isBuy: data?.isBuy ?? false, isCollect: data?.isCollect ?? false };
  }, [known, isLogin, data]);
  return <CourseAccessContext.Provider value={value}>{children}</CourseAccessContext.Provider>;
}

export function useCourseAccess(): MemberCourseAccess {
  return useContext(CourseAccessContext);
}
