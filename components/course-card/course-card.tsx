import Link from "next/link";
import type { CourseCard as CourseCardData } from "@/lib/api/courses-types";
import { formatCourseFacts } from "@/lib/shared/course-facts";
import { CourseMemberMark } from "./course-member-mark";
import { CoursePrice } from "./course-price";

/** `headingLevel`: 3 under a titled section (home), 2 right under the page's h1 (/courses). */
export function CourseCard({ course, headingLevel = 3 }: { course: CourseCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const facts = course.facts ? formatCourseFacts(course.facts) : "";
  return (
    <Link
      prefetch={false}
      href={`/courses/detail/${course.id}`}
      className="group relative block overflow-hidden rounded-lg bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- covers live on the API host */}
      <img
        src={course.thumb}
        alt={course.title}
        width={264}
        height={198}
        loading="lazy"
        className="aspect-[4/3] w-full bg-gray-100 object-cover"
      />
      {/* The member's own marks are filled in by the browser: this HTML is the same for everyone. */}
      <CourseMemberMark courseId={course.id} />
      <div className="p-4 max-sm:p-3">
        <Heading className="line-clamp-2 h-12 text-[15px] leading-6 font-medium text-gray-900 group-hover:text-primary-ink">
          {course.title}
        </Heading>
        <p className="mt-1 h-5 truncate text-xs leading-5 text-gray-500">{facts}</p>
        <div className="mt-2 flex items-center justify-between max-md:gap-2">
          <span className="text-xs text-gray-500 max-md:min-w-0 max-md:truncate">{course.categoryName}</span>
          <CoursePrice course={course} />
        </div>
      </div>
    </Link>
  );
}
