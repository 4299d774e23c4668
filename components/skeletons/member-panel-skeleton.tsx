import { Bone } from "./bone";
import { PageSkeleton } from "./page-skeleton";

const ROWS = 5;

// The member pages' white panel (the side navigation of the member layout stays in place).
export function MemberPanelSkeleton() {
  return (
    <PageSkeleton className="rounded-lg bg-white p-6 shadow-sm">
      <div className="mb-4 border-b border-gray-100 pb-4">
        <Bone className="h-6 w-28" />
      </div>
      <div className="divide-y divide-gray-100">
        {Array.from({ length: ROWS }, (_, row) => (
          <div key={row} className="flex items-center gap-4 py-4">
            <Bone className="h-12 w-12 shrink-0 rounded-md" />
            <div className="flex-1 space-y-2">
              <Bone className="h-4 w-1/2" />
              <Bone className="h-3 w-1/3" />
            </div>
            <Bone className="h-4 w-16" />
          </div>
        ))}
      </div>
    </PageSkeleton>
  );
}
