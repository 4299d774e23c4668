import Link from "next/link";
import type { MemberOrder } from "@/lib/api/orders-types";
import { goodsHref } from "@/lib/api/orders";
import { relativeTime } from "@/lib/shared/relative-time";
import { OrderPaidAmount } from "./order-paid-amount";

/** Said once under the list: MeEdu's order list has no discount and no amount paid. */
export const ORDER_AMOUNT_NOTE =
  "订单金额是使用优惠码前的价格：MeEdu 的订单列表不含优惠与实付金额，只有在本窗口下单的订单能显示实付。";

const TYPE_ICONS: Record<string, string> = { COURSE: "课", ROLE: "VIP" };

function GoodsThumb({ order }: { order: MemberOrder }) {
  if (order.goods?.thumb) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- covers live on the API host
      <img
        src={order.goods.thumb}
        alt=""
        className="h-[60px] w-[80px] shrink-0 rounded object-cover max-sm:h-12 max-sm:w-16"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex h-[60px] w-[80px] shrink-0 items-center justify-center rounded bg-primary-light font-semibold text-primary-ink max-sm:h-12 max-sm:w-16"
    >
      {TYPE_ICONS[order.goods?.type ?? ""] ?? "订单"}
    </span>
  );
}

export function OrderRow({ order, now }: { order: MemberOrder; now: Date }) {
  const href = order.goods ? goodsHref(order.goods.type, order.goods.id) : null;
  const name = order.goods?.name || "订单";
  const unsettled = order.statusText === "未支付" || order.statusText === "支付中";
  return (
    <li className="flex items-center gap-4 py-4 max-sm:flex-wrap max-sm:gap-x-3 max-sm:gap-y-1">
      <GoodsThumb order={order} />
      {/* On phones the amount and status go under the goods, on a line of their own. */}
      <div className="min-w-0 flex-1 max-sm:basis-[calc(100%-4.75rem)]">
        {href ? (
          <Link prefetch={false} href={href} className="block truncate text-base text-gray-900 hover:text-primary-ink">
            {name}
          </Link>
        ) : (
          <p className="truncate text-base text-gray-900">{name}</p>
        )}
        <p className="mt-2 text-xs text-gray-500 max-sm:break-all">
          订单编号：{order.orderNo}
          <time dateTime={order.createdAt} className="ml-4 max-sm:ml-0 max-sm:block">
            {relativeTime(order.createdAt, now)}
          </time>
        </p>
      </div>
      {order.statusText === "已支付" && (
        // 订单金额, not 实付款: `charge` is the price before a promo code, and MeEdu's list carries no discount.
        <p className="text-right text-sm text-gray-600 max-sm:ml-[4.75rem] max-sm:text-left">
          订单金额 <span className="text-red-600">￥{order.charge}</span>
          <OrderPaidAmount orderNo={order.orderNo} charge={order.charge} />
          {order.refundAmount > 0 && (
            <span className="block text-xs text-gray-500">已退金额 ￥{order.refundAmount.toFixed(2)}</span>
          )}
        </p>
      )}
      <p className={`w-16 text-right text-sm max-sm:ml-auto ${unsettled ? "text-red-600" : "text-gray-500"}`}>
        {order.statusText}
      </p>
    </li>
  );
}
