import { LessonSkeleton } from "@/components/skeletons/lesson-skeleton";

// Below the lesson's layout, which settles 404s before anything streams.
export default function Loading() {
  return <LessonSkeleton />;
}
