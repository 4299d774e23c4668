import Link from "next/link";

export function LessonBreadcrumb({ courseId, courseTitle, lessonTitle }: { courseId: number; courseTitle: string; lessonTitle: string }) {
  return (
    <nav aria-label="面包屑" className="py-5 text-sm text-gray-500">
      <ol className="flex items-center gap-2">
        <li>
          <Link href="/" className="hover:text-primary">
            首页
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li>
          <Link href="/courses" className="hover:text-primary">
            录播课
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li className="min-w-0 truncate">
          <Link href={`/courses/detail/${courseId}`} className="hover:text-primary">
            {courseTitle}
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li aria-current="page" className="min-w-0 truncate text-gray-800">
          {lessonTitle}
        </li>
      </ol>
    </nav>
  );
}
