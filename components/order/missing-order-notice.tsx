import Link from "next/link";

export const MISSING_ORDER_TITLE = "未找到订单信息";

// /order/success opened without an order number (a bookmark, a cut-off link): say so and
// point to the member's orders instead of a bare 404.
export function MissingOrderNotice() {
  return (
    <div className="mx-auto max-w-site px-4 py-16">
      <div className="rounded-lg bg-white p-12 text-center shadow-sm">
        <h1 className="text-xl font-medium text-gray-900">{MISSING_ORDER_TITLE}</h1>
        <p className="mt-3 text-sm text-gray-500">链接中没有订单编号，支付结果可在“我的订单”中查看。</p>
        <Link
          prefetch={false}
          href="/member/orders"
          className="mt-8 inline-block h-10 rounded-md bg-primary-ink px-6 leading-10 text-white hover:bg-primary-dark"
        >
          我的订单
        </Link>
      </div>
    </div>
  );
}
