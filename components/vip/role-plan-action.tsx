"use client";

import { UnpaidOrderNotice } from "@/components/order/unpaid-order-notice";
import { MemberLink } from "@/components/ui/member-link";
import { hasActiveVip } from "@/lib/shared/course-watchable";
import { formatChinaDateTime } from "@/lib/shared/relative-time";
import { useUserStore } from "@/lib/stores/store-provider";

const buyClass = "block w-full rounded-md bg-primary-ink py-2.5 text-center text-base text-white hover:bg-primary-dark";

// The cached /vip page is the visitor's; a member whose plan this is sees it as theirs, with its
// expiry, and renews it (MeEdu adds the plan's days to the current expiry).
export function RolePlanAction({ roleId }: { roleId: number }) {
  const user = useUserStore((state) => state.user);
  const href = `/order?goods_type=role&goods_id=${roleId}`;
  const current = user !== null && user.role_id === roleId && hasActiveVip(user);
  const unpaid = <UnpaidOrderNotice goodsType="ROLE" goodsId={roleId} className="mt-3 text-center" />;
  if (!current) {
    return (
      <>
        <MemberLink href={href} className={buyClass}>
          购买
        </MemberLink>
        {unpaid}
      </>
    );
  }
  const expiry = user.role_expired_at ? formatChinaDateTime(user.role_expired_at) || user.role_expired_at : "";
  return (
    <>
      <p className="mb-3 text-center text-sm text-amber-800" data-testid="current-plan">
        当前套餐{expiry ? `，有效期至${expiry}` : ""}
      </p>
      <MemberLink href={href} className={buyClass}>
        续费
      </MemberLink>
      {unpaid}
    </>
  );
}
