import type { Metadata } from "next";
import { PRIVATE_PAGE_ROBOTS } from "@/lib/server/page-metadata";
import { notFound, redirect } from "next/navigation";
import { PayPanel } from "@/components/order/pay-panel";
import { ORDER_STATUS } from "@/lib/api/orders-types";
import { orderPageHref } from "@/lib/shared/order-page-href";
import { firstParam, type SearchParams } from "@/lib/shared/search-params";
import { loadMemberOrderStatus } from "@/lib/server/order-status";
import { isOrderNo } from "@/lib/shared/order-no";

type OrderPayPageProps = { searchParams: Promise<SearchParams> };

/** The order the address names and its status; a malformed or unknown number is a 404. */
async function orderOf(searchParams: OrderPayPageProps["searchParams"]) {
  const orderNo = firstParam((await searchParams).order_no);
  if (!isOrderNo(orderNo)) notFound();
  return { orderNo, status: await loadMemberOrderStatus(orderNo, "/order/pay") };
}

// The metadata makes the same read, so an unknown order is titled 页面不存在 rather than 支付.
export async function generateMetadata({ searchParams }: OrderPayPageProps): Promise<Metadata> {
  await orderOf(searchParams);
  return { title: "支付", robots: PRIVATE_PAGE_ROBOTS };
}

export default async function OrderPayPage({ searchParams }: OrderPayPageProps) {
  const { orderNo, status } = await orderOf(searchParams);
  if (status === ORDER_STATUS.paid) redirect(orderPageHref("/order/success", orderNo));

  return (
    <div className="mx-auto max-w-site px-4 py-8">
      <h1 className="mb-6 text-xl font-medium text-gray-900">支付</h1>
      <div className="rounded-lg bg-white p-8 shadow-sm">
        {status === ORDER_STATUS.cancelled ? (
          <p className="py-10 text-center text-gray-600">订单已取消，请重新下单。</p>
        ) : (
          <PayPanel orderNo={orderNo} initialStatus={status} />
        )}
      </div>
    </div>
  );
}
