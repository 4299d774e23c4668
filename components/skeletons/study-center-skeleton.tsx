import { Bone } from "./bone";
import { PageSkeleton } from "./page-skeleton";

const ROWS = 4;

// Shaped like /study-center: heading, the 在学/订阅/收藏 pills, then course rows.
export function StudyCenterSkeleton() {
  return (
    <PageSkeleton className="mx-auto max-w-site px-4 py-8">
      <div className="rounded-lg bg-white p-6 shadow-sm">
        <Bone className="h-6 w-24" />
        <div className="mt-4 flex gap-2 border-b border-gray-100 pb-4">
          {[0, 1, 2].map((pill) => (
            <Bone key={pill} className="h-7 w-14 rounded-full" />
          ))}
        </div>
        <div className="divide-y divide-gray-100">
          {Array.from({ length: ROWS }, (_, row) => (
            <div key={row} className="flex gap-4 py-5">
              <Bone className="h-[90px] w-[120px] shrink-0" />
              <div className="flex-1 space-y-3">
                <Bone className="h-5 w-1/2" />
                <Bone className="h-3 w-40" />
                <Bone className="h-1.5 w-64" />
              </div>
              <div className="flex flex-col items-end justify-center gap-3">
                <Bone className="h-4 w-16" />
                <Bone className="h-8 w-20 rounded-md" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </PageSkeleton>
  );
}
