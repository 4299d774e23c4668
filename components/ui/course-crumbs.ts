import type { Crumb } from "@/components/ui/breadcrumb";

/** The 录播课 section every course and lesson breadcrumb passes through. */
export const COURSES_SECTION: Crumb = { label: "录播课", href: "/courses" };

export function courseCrumb(course: { id: number; title: string }): Crumb {
  return { label: course.title, href: `/courses/detail/${course.id}` };
}
