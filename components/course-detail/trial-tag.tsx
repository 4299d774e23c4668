"use client";

import { useCourseAccess } from "./course-access";

// 试看 marks a lesson's trial; a member who may watch the whole course has no use for it.
export function TrialTag() {
  const { isBuy } = useCourseAccess();
  if (isBuy) return null;
  return <span className="shrink-0 rounded bg-orange-50 px-2 py-0.5 text-xs text-orange-700">试看</span>;
}
