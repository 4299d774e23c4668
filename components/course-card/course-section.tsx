import { CourseCard } from "@/components/course-card/course-card";
import type { CourseCard as CourseCardData } from "@/lib/api/courses-types";

export function CourseSection({ title, courses }: { title: string; courses: CourseCardData[] }) {
  if (courses.length === 0) return null;
  return (
    <section aria-label={title} className="mt-10 max-sm:mt-8">
      <h2 className="mb-5 text-2xl font-semibold text-gray-900 max-sm:mb-3 max-sm:text-xl">{title}</h2>
      <div className="grid grid-cols-4 gap-6 max-lg:grid-cols-3 max-md:grid-cols-2 max-md:gap-4 max-sm:gap-3 max-[22.5rem]:grid-cols-1">
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </div>
    </section>
  );
}
