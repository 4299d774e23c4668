import { CourseListSkeleton } from "@/components/skeletons/course-list-skeleton";

// Only shows during client navigations: the cached HTML of a view is rendered whole before it is stored.
export default function Loading() {
  return <CourseListSkeleton />;
}
