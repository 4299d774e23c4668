import { Bone } from "./bone";
import { PageSkeleton } from "./page-skeleton";

// Shaped like /courses/detail/{id}: breadcrumb, the hero (cover, title, buy area), tabs and text.
export function CourseDetailSkeleton() {
  return (
    <PageSkeleton className="mx-auto max-w-site px-4">
      <Bone className="my-5 h-4 w-64" />
      <div className="flex gap-8 rounded-lg bg-white p-6 shadow-sm">
        <Bone className="aspect-[4/3] w-80 shrink-0 rounded-md" />
        <div className="flex flex-1 flex-col gap-4">
          <Bone className="h-7 w-3/4" />
          <Bone className="h-4 w-full" />
          <Bone className="h-4 w-5/6" />
          <Bone className="mt-auto h-12 w-48 rounded-md" />
        </div>
      </div>
      <div className="mt-6 rounded-lg bg-white shadow-sm">
        <div className="flex gap-10 border-b border-gray-100 px-6 py-4">
          {[0, 1, 2, 3].map((tab) => (
            <Bone key={tab} className="h-5 w-16" />
          ))}
        </div>
        <div className="space-y-3 p-6">
          {[0, 1, 2, 3, 4].map((line) => (
            <Bone key={line} className={`h-4 ${line % 2 ? "w-4/5" : "w-full"}`} />
          ))}
        </div>
      </div>
    </PageSkeleton>
  );
}
