import Link from "next/link";
import { useSystemStore } from "@/lib/stores/store-provider";
import { isVipVisible } from "@/lib/shared/vip";

// Shown when the vip switch is on and the build flag has not disabled VIP.
export function VipFreeLink() {
  const visible = useSystemStore((state) => isVipVisible(state.configFunc));
  if (!visible) return null;
  return (
    <Link
      prefetch={false}
      href="/vip"
      className="inline-block rounded-md border border-amber-400 bg-amber-50 px-8 py-3 text-base text-amber-700 hover:bg-amber-100"
    >
      会员免费看
    </Link>
  );
}
