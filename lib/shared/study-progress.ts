import type { StudyItem } from "../api/member-lists-types";
import type { StudyTab } from "../api/member-lists";

export const STUDY_TABS: { key: StudyTab; label: string }[] = [
  { key: "learning", label: "在学" },
  { key: "subscribed", label: "订阅" },
  { key: "liked", label: "收藏" },
];

export function parseStudyTab(value: string): StudyTab {
  return STUDY_TABS.some((tab) => tab.key === value) ? (value as StudyTab) : "learning";
}

/** 继续学习 goes to the last lesson while the course is unfinished, otherwise to its detail. */
export function continueHref(item: StudyItem): string {
  if (item.progress < 100 && item.lastVideoId > 0) return `/courses/video/${item.lastVideoId}`;
  return `/courses/detail/${item.courseId}`;
}

/** Bar width: the server's progress, or learned / total lessons when it sends none. */
export function progressPercent(item: StudyItem): number {
  if (item.progress > 0) return item.progress;
  const total = item.course?.lessonCount ?? 0;
  return total > 0 ? Math.min(Math.round((item.learnedCount / total) * 100), 100) : 0;
}
