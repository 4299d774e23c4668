import type { Lesson } from "@/lib/api/courses-types";
import { formatDuration } from "@/lib/shared/format-duration";
import { LessonLink } from "./lesson-link";
import { LessonLock } from "./lesson-lock";
import { TrialTag } from "./trial-tag";

// A real link; a visitor's click asks them to sign in first (lesson-link.tsx). `locked`: the course is not free.
export function LessonRow({ lesson, locked }: { lesson: Lesson; locked: boolean }) {
  return (
    <li>
      <LessonLink
        href={`/courses/video/${lesson.id}`}
        className="flex items-center gap-3 rounded px-4 py-3 text-sm max-sm:gap-2 max-sm:px-2 text-gray-700 hover:bg-primary-light hover:text-primary-ink"
      >
        <span className="w-4 shrink-0 text-gray-500">{locked && <LessonLock />}</span>
        {/* On phones a title takes two lines rather than a few characters and an ellipsis. */}
        <span className="min-w-0 flex-1 truncate max-sm:line-clamp-2 max-sm:whitespace-normal">{lesson.title}</span>
        {lesson.freeSeconds > 0 && <TrialTag />}
        <span className="w-20 shrink-0 text-right text-gray-500 tabular-nums max-sm:w-auto">
          {formatDuration(lesson.duration)}
        </span>
      </LessonLink>
    </li>
  );
}
