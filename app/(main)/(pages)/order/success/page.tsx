import type { Metadata } from "next";
import { PRIVATE_PAGE_ROBOTS } from "@/lib/server/page-metadata";
import Link from "next/link";
import { redirect } from "next/navigation";
import { MISSING_ORDER_TITLE, MissingOrderNotice } from "@/components/order/missing-order-notice";
import { PaidAmount } from "@/components/order/paid-amount";
import { ORDER_STATUS } from "@/lib/api/orders-types";
import { orderPageHref } from "@/lib/shared/order-page-href";
import { firstParam, type SearchParams } from "@/lib/shared/search-params";
import { loadOrderNextStep } from "@/lib/server/order-next-step";
import { loadMemberOrderStatus } from "@/lib/server/order-status";
import { isOrderNo } from "@/lib/shared/order-no";

type OrderSuccessPageProps = { searchParams: Promise<SearchParams> };

/** The order the address names and its status, or null when the address names none. */
async function orderOf(searchParams: OrderSuccessPageProps["searchParams"]) {
  const orderNo = firstParam((await searchParams).order_no);
  if (!isOrderNo(orderNo)) return null;
  return { orderNo, status: await loadMemberOrderStatus(orderNo, "/order/success") };
}

// The metadata makes the same read, so an unknown order is titled 页面不存在 rather than 支付成功.
export async function generateMetadata({ searchParams }: OrderSuccessPageProps): Promise<Metadata> {
  return { title: (await orderOf(searchParams)) ? "支付成功" : MISSING_ORDER_TITLE, robots: PRIVATE_PAGE_ROBOTS };
}

export default async function OrderSuccessPage({ searchParams }: OrderSuccessPageProps) {
  const order = await orderOf(searchParams);
  if (!order) return <MissingOrderNotice />;
  const { orderNo, status } = order;
  // Only a paid order gets the success page; anything else goes back to paying.
  if (status !== ORDER_STATUS.paid) redirect(orderPageHref("/order/pay", orderNo));
  const next = await loadOrderNextStep(orderNo);

  return (
    <div className="mx-auto max-w-site px-4 py-16">
      <div className="rounded-lg bg-white p-12 text-center shadow-sm">
        <h1 className="text-2xl font-semibold text-green-700">支付成功！</h1>
        <p className="mt-3 text-sm text-gray-500">订单编号：{orderNo}</p>
        <PaidAmount orderNo={orderNo} />
        {next?.kind === "vip" ? (
          <p className="mt-4 text-sm text-gray-600">会员已开通，标有“会员免费看”的课程现在即可学习。</p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {next ? (
            <Link
              prefetch={false}
              href={next.href}
              className="h-10 rounded-md bg-primary-ink px-6 leading-10 text-white hover:bg-primary-dark"
            >
              {next.kind === "course" ? "开始学习" : "去选会员免费课程"}
            </Link>
          ) : null}
          <Link
            prefetch={false}
            href="/"
            className="h-10 rounded-md border border-gray-300 px-6 leading-10 text-gray-700 hover:text-primary-ink"
          >
            返回首页
          </Link>
          <Link
            prefetch={false}
            href="/member/orders"
            className="h-10 rounded-md border border-gray-300 px-6 leading-10 text-gray-700 hover:text-primary-ink"
          >
            查看订单
          </Link>
        </div>
      </div>
    </div>
  );
}
