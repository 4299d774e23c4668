import { CourseDetailSkeleton } from "@/components/skeletons/course-detail-skeleton";

// Only shows during client navigations: the cached HTML of a view is rendered whole before it is stored.
export default function Loading() {
  return <CourseDetailSkeleton />;
}
