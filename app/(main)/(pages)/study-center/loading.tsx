import { StudyCenterSkeleton } from "@/components/skeletons/study-center-skeleton";

export default function Loading() {
  return <StudyCenterSkeleton />;
}
