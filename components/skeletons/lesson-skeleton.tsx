import { Bone } from "./bone";
import { PageSkeleton } from "./page-skeleton";

const LESSON_ROWS = 8;

// Shaped like /courses/video/{id}: breadcrumb, title, the dark player with the lesson list beside it, tabs.
export function LessonSkeleton() {
  return (
    <PageSkeleton className="mx-auto max-w-site px-4">
      <Bone className="my-5 h-4 w-72" />
      <Bone className="mb-4 h-7 w-1/2" />
      <div className="flex overflow-hidden rounded-lg bg-[#1f1f1f] shadow-sm">
        <div className="aspect-video min-w-0 flex-1" />
        <div className="w-80 shrink-0 space-y-4 border-l border-black/40 p-4">
          {Array.from({ length: LESSON_ROWS }, (_, row) => (
            <span key={row} className="block h-4 animate-pulse rounded bg-white/10" />
          ))}
        </div>
      </div>
      <div className="mt-6 space-y-4 rounded-lg bg-white p-6 shadow-sm">
        <div className="flex gap-8">
          <Bone className="h-5 w-16" />
          <Bone className="h-5 w-16" />
        </div>
        <Bone className="h-20 w-full rounded-md" />
      </div>
    </PageSkeleton>
  );
}
