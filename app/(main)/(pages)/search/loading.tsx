import { SearchSkeleton } from "@/components/skeletons/search-skeleton";

export default function Loading() {
  return <SearchSkeleton />;
}
