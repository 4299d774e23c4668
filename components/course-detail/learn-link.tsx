import Link from "next/link";

interface LearnLinkProps {
  firstLessonId: number | null;
  lastViewedLessonId: number | null;
  className: string;
}

// Like Open edX's Resume: 继续学习 at the lesson watched last, else 开始学习 at the first one.
export function LearnLink({ firstLessonId, lastViewedLessonId, className }: LearnLinkProps) {
  const lessonId = lastViewedLessonId ?? firstLessonId;
  if (lessonId === null) return null;
  return (
    <Link prefetch={false} href={`/courses/video/${lessonId}`} className={className}>
      {lastViewedLessonId === null ? "开始学习" : "继续学习"}
    </Link>
  );
}
