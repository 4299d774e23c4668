import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PayPanel } from "@/components/order/pay-panel";
import { isApiError } from "@/lib/api/errors";
import { ORDER_STATUS } from "@/lib/api/orders-types";
import { fetchOrderStatus } from "@/lib/api/orders";
import { firstParam, type SearchParams } from "@/lib/shared/search-params";
import { loadForMember } from "@/lib/server/member-data";

export const metadata: Metadata = { title: "支付" };

const ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;

export default async function OrderPayPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const orderNo = firstParam((await searchParams).order_no);
  if (!ORDER_NO.test(orderNo)) notFound();
  const path = `/order/pay?order_no=${orderNo}`;
  const status = await loadForMember(path, (token) =>
    fetchOrderStatus(orderNo, token).catch((error: unknown) => {
      if (isApiError(error) && error.kind === "not-found") notFound();
      throw error;
    }),
  );
  if (status === ORDER_STATUS.paid) redirect(`/order/success?order_no=${orderNo}`);

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
