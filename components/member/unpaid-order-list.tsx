"use client";

import Link from "next/link";
import { ContinuePaymentLink, unpaidBadgeClass } from "@/components/order/unpaid-order-notice";
import { useUnpaidOrders } from "@/components/order/use-unpaid-orders";
import { goodsHref } from "@/lib/api/orders";

// MeEdu's order list has paid orders only: the unpaid ones this browser created come first, from
// its own record (lib/browser/unpaid-orders.ts) checked against the status API.
export function UnpaidOrderList() {
  const orders = useUnpaidOrders();
  if (orders.length === 0) return null;
  return (
    <ul aria-label="待支付订单" className="mb-2 divide-y divide-gray-100 border-b border-gray-100">
      {orders.map((order) => {
        const href = goodsHref(order.goodsType, order.goodsId);
        const name = order.goodsName || "订单";
        return (
          <li key={order.orderNo} className="flex items-center gap-4 py-4 max-sm:flex-wrap">
            <div className="min-w-0 flex-1">
              {href ? (
                <Link
                  prefetch={false}
                  href={href}
                  className="block truncate text-base text-gray-900 hover:text-primary-ink"
                >
                  {name}
                </Link>
              ) : (
                <p className="truncate text-base text-gray-900">{name}</p>
              )}
              <p className="mt-2 text-xs text-gray-500 max-sm:break-all">订单编号：{order.orderNo}</p>
            </div>
            <span className={unpaidBadgeClass}>待支付</span>
            <ContinuePaymentLink
              orderNo={order.orderNo}
              className="rounded-md bg-primary-ink px-4 py-1.5 text-sm text-white hover:bg-primary-dark"
            />
          </li>
        );
      })}
    </ul>
  );
}
