"use client";

import { usePendingOrder } from "./use-pending-order";

/** 实付款 from the order this browser created; hidden when unknown (e.g. another tab). */
export function PaidAmount({ orderNo }: { orderNo: string }) {
  const order = usePendingOrder(orderNo);
  if (!order) return null;
  return (
    <p className="mt-4 text-gray-600">
      实付款 <strong className="text-2xl text-red-600">￥{order.total}</strong>
    </p>
  );
}
