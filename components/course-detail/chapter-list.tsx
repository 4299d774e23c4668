import type { ChapterGroup } from "@/lib/api/courses-types";
import { LessonRow } from "./lesson-row";

// `locked`: the course is not free; the locks disappear for members who may watch it.
export function ChapterList({ chapters, locked }: { chapters: ChapterGroup[]; locked: boolean }) {
  const groups = chapters.filter((chapter) => chapter.lessons.length > 0);
  if (groups.length === 0) return <p className="py-10 text-center text-gray-500">暂无课时</p>;
  return (
    <div className="space-y-6">
      {groups.map((chapter) => (
        <section key={chapter.id} aria-label={chapter.title}>
          <h2 className="mb-2 rounded bg-gray-50 px-4 py-2 text-[15px] font-medium text-gray-900">{chapter.title}</h2>
          <ul>
            {chapter.lessons.map((lesson) => (
              <LessonRow key={lesson.id} lesson={lesson} locked={locked} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
