import Link from "next/link";
import { routeHref } from "@/lib/shared/routes/route-href";

export const COURSE_TABS = [
  { id: 2, label: "课程详情" },
  { id: 3, label: "课程目录" },
  { id: 4, label: "课程评论" },
  { id: 5, label: "课程附件" },
] as const;

export type CourseTabId = (typeof COURSE_TABS)[number]["id"];

export function parseCourseTab(value: string): CourseTabId {
  const tab = COURSE_TABS.find((item) => String(item.id) === value);
  return tab ? tab.id : 2;
}

// Each tab is a link (?tab=3|4|5; the first tab is the page itself) whose content the server renders.
export function CourseTabs({ courseId, active }: { courseId: number; active: CourseTabId }) {
  return (
    <nav
      aria-label="课程内容"
      className="flex gap-10 border-b border-gray-100 px-6 max-md:gap-6 max-sm:justify-between max-sm:gap-2 max-sm:px-4"
    >
      {COURSE_TABS.map((tab) => (
        <Link
          prefetch={false}
          key={tab.id}
          href={routeHref("course", { tab: tab.id }, courseId)}
          scroll={false}
          aria-current={tab.id === active ? "page" : undefined}
          className={`-mb-px border-b-2 py-4 text-base max-md:whitespace-nowrap ${tab.id === active ? "border-primary font-medium text-primary-ink" : "border-transparent text-gray-600 hover:text-primary-ink"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
