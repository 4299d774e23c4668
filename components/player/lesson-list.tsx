import Link from "next/link";
import type { ChapterGroup, WatchRecord } from "@/lib/api/courses-types";
import { LockIcon } from "@/components/ui/lock-icon";
import { formatDuration } from "@/lib/shared/format-duration";

interface LessonListProps {
  chapters: ChapterGroup[];
  currentId: number;
  /** The course is sold (not free): lessons the member may not watch in full carry the catalogue's lock. */
  paid: boolean;
  /** The member may watch every lesson of the course. */
  courseAccess: boolean;
  buyVideos: number[];
  progress: Record<number, WatchRecord>;
}

function progressLabel(record: WatchRecord | undefined, duration: number): string | null {
  if (!record || record.watchSeconds <= 0) return null;
  return record.watchedAt || (duration > 0 && record.watchSeconds >= duration) ? "已学完" : "学习中";
}

/** The course's lessons beside the player; the current one is highlighted. */
export function LessonList({ chapters, currentId, paid, courseAccess, buyVideos, progress }: LessonListProps) {
  const groups = chapters.filter((chapter) => chapter.lessons.length > 0);
  return (
    <nav aria-label="课程目录" className="text-sm">
      {groups.map((chapter) => (
        <section key={chapter.id} aria-label={chapter.title}>
          <h2 className="bg-[#2a2a2a] px-4 py-2 text-[13px] font-medium text-white/90">{chapter.title}</h2>
          <ul>
            {chapter.lessons.map((lesson) => {
              const current = lesson.id === currentId;
              const locked = paid && !courseAccess && !buyVideos.includes(lesson.id);
              const trial = !courseAccess && !buyVideos.includes(lesson.id) && lesson.freeSeconds > 0;
              const status = progressLabel(progress[lesson.id], lesson.duration);
              return (
                <li key={lesson.id}>
                  <Link
                    href={`/courses/video/${lesson.id}`}
                    prefetch={false}
                    aria-current={current ? "page" : undefined}
                    className={`flex items-center gap-2 px-4 py-3 ${current ? "bg-primary/20 text-primary" : "text-white/80 hover:bg-white/5 hover:text-white"}`}
                  >
                    <span className="w-4 shrink-0 text-white/60">{locked && <LockIcon />}</span>
                    <span className="min-w-0 flex-1 truncate" title={lesson.title}>
                      {lesson.title}
                    </span>
                    {trial && <span className="shrink-0 rounded bg-orange-500/90 px-1.5 text-xs text-white">试看</span>}
                    {status && <span className="shrink-0 text-xs text-white/70">{status}</span>}
                    <span className="shrink-0 text-xs tabular-nums text-white/70">
                      {formatDuration(lesson.duration)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {groups.length === 0 && <p className="px-4 py-10 text-center text-white/70">暂无课时</p>}
    </nav>
  );
}
