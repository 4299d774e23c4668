"use client";

import Link from "next/link";
import type { GoodsType } from "@/lib/api/orders-types";
import { orderPageHref } from "@/lib/shared/order-page-href";
import { useUnpaidOrders } from "./use-unpaid-orders";

/** What 取消支付 says: MeEdu keeps the order payable until its 60-minute timeout. */
export const UNPAID_ORDER_MESSAGE = "订单未支付，可在「我的订单」中继续支付";

/** 继续支付: back to the pay page of an unpaid order. */
export function ContinuePaymentLink({ orderNo, className }: { orderNo: string; className: string }) {
  return (
    <Link prefetch={false} href={orderPageHref("/order/pay", orderNo)} className={className}>
      继续支付
    </Link>
  );
}

export const unpaidBadgeClass = "rounded bg-orange-50 px-2 py-0.5 text-xs text-orange-700";

/** On the goods' own page (course, VIP plan): the member's newest unpaid order for them. */
export function UnpaidOrderNotice({
  goodsType,
  goodsId,
  className = "",
}: {
  goodsType: GoodsType;
  goodsId: number;
  className?: string;
}) {
  const order = useUnpaidOrders().find((o) => o.goodsType === goodsType && o.goodsId === goodsId);
  if (!order) return null;
  return (
    <p className={`text-sm text-gray-600 ${className}`} data-testid="unpaid-order">
      <span className={`mr-2 ${unpaidBadgeClass}`}>待支付</span>
      你有一笔订单尚未支付
      <ContinuePaymentLink orderNo={order.orderNo} className="ml-2 text-primary-ink hover:underline" />
    </p>
  );
}
