import { CourseCard } from "@/components/course-card/course-card";
import type { CourseListItem } from "@/lib/api/courses-types";

export function CourseGrid({ courses }: { courses: CourseListItem[] }) {
  if (courses.length === 0) {
    return <p className="mt-16 rounded-lg bg-white py-20 text-center text-gray-500">暂无课程</p>;
  }
  return (
    <ul className="mt-6 grid grid-cols-4 gap-6 max-lg:grid-cols-3 max-md:grid-cols-2 max-md:gap-4 max-sm:gap-3 max-[22.5rem]:grid-cols-1 max-sm:mt-4">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
