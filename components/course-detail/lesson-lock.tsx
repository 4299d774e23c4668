"use client";

import { LockIcon } from "@/components/ui/lock-icon";
import { useCourseAccess } from "./course-access";

// Shown to visitors and to members who have not bought the course.
export function LessonLock() {
  const { isBuy } = useCourseAccess();
  if (isBuy) return null;
  return <LockIcon />;
}
