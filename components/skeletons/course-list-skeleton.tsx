import { Bone } from "./bone";
import { PageSkeleton } from "./page-skeleton";

const CARDS = 8;

// Shaped like /courses: the filter rows, then a grid of course cards.
export function CourseListSkeleton() {
  return (
    <PageSkeleton className="mx-auto max-w-site px-4 pt-6">
      <div className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
        {[0, 1].map((row) => (
          <div key={row} className="flex items-center gap-4">
            <Bone className="h-4 w-12" />
            {[0, 1, 2, 3, 4].map((item) => (
              <Bone key={item} className="h-4 w-16" />
            ))}
          </div>
        ))}
      </div>
      <div className="mt-6 grid grid-cols-4 gap-6">
        {Array.from({ length: CARDS }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-lg bg-white shadow-sm">
            <Bone className="aspect-[4/3] w-full rounded-none" />
            <div className="space-y-3 p-4">
              <Bone className="h-4 w-11/12" />
              <Bone className="h-4 w-2/3" />
              <div className="flex justify-between pt-2">
                <Bone className="h-3 w-12" />
                <Bone className="h-3 w-10" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </PageSkeleton>
  );
}
