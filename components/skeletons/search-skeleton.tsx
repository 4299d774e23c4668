import { Bone } from "./bone";
import { PageSkeleton } from "./page-skeleton";

const RESULTS = 5;

// Shaped like /search: the search box, the type tabs, then result rows.
export function SearchSkeleton() {
  return (
    <PageSkeleton className="mx-auto max-w-site px-4 pt-10">
      <Bone className="mx-auto h-12 w-full max-w-3xl rounded-md" />
      <div className="mt-8 rounded-lg bg-white shadow-sm">
        <div className="flex gap-8 border-b border-gray-100 px-6 py-4">
          {[0, 1, 2].map((tab) => (
            <Bone key={tab} className="h-5 w-12" />
          ))}
        </div>
        <div className="divide-y divide-gray-100 px-6 pb-6">
          {Array.from({ length: RESULTS }, (_, row) => (
            <div key={row} className="space-y-2 py-5">
              <Bone className="h-5 w-2/5" />
              <Bone className="h-3 w-4/5" />
            </div>
          ))}
        </div>
      </div>
    </PageSkeleton>
  );
}
