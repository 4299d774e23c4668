import type { CourseCard } from "@/lib/api/courses-types";

// 免费 for free courses, ￥price for paid ones, nothing otherwise (a non-free course priced 0).
export function CoursePrice({ course }: { course: Pick<CourseCard, "isFree" | "charge"> }) {
  if (course.isFree) return <span className="text-sm text-green-700">免费</span>;
  if (course.charge > 0) return <span className="text-base font-semibold text-red-600">￥{course.charge}</span>;
  return null;
}
