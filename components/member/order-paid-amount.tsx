"use client";

import { usePendingOrder } from "@/components/order/use-pending-order";

/**
 * What a promo code took off, from MeEdu's create-order answer kept by this tab (pending-order.ts):
 * MeEdu's order list itself carries only the price before the discount.
 */
export function OrderPaidAmount({ orderNo, charge }: { orderNo: string; charge: number }) {
  const order = usePendingOrder(orderNo);
  if (!order || order.discount <= 0) return null;
  return (
    <span className="block text-xs text-gray-500">
      已优惠 ￥{Math.min(order.discount, charge)}，实付 <span className="text-red-600">￥{order.total}</span>
    </span>
  );
}
