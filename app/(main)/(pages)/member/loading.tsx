import { MemberPanelSkeleton } from "@/components/skeletons/member-panel-skeleton";

// Inside the member layout: its side navigation stays while a member page loads.
export default function Loading() {
  return <MemberPanelSkeleton />;
}
