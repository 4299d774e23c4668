import type { Metadata } from "next";
import { EmptyState, MemberPanel } from "@/components/member/member-panel";
import { ORDER_AMOUNT_NOTE, OrderRow } from "@/components/member/order-row";
import { UnpaidOrderList } from "@/components/member/unpaid-order-list";
import { PaginationLinks } from "@/components/ui/pagination-links";
import { fetchMemberOrders } from "@/lib/api/orders";
import { positiveIntParam, type SearchParams } from "@/lib/shared/search-params";
import { loadAssetOrigin } from "@/lib/server/bootstrap";
import { loadForMember } from "@/lib/server/member-data";

export const metadata: Metadata = { title: "所有订单" };

export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = positiveIntParam((await searchParams).page, 1);
  const path = page > 1 ? `/member/orders?page=${page}` : "/member/orders";
  const assetOrigin = loadAssetOrigin();
  const orders = await loadForMember(path, (token) => fetchMemberOrders(token, page, assetOrigin));
  const now = new Date();
  return (
    <MemberPanel title="所有订单">
      <UnpaidOrderList />
      {orders.items.length === 0 ? (
        <EmptyState text="暂无订单" />
      ) : (
        <ul aria-label="订单列表" className="divide-y divide-gray-100">
          {orders.items.map((order) => (
            <OrderRow key={order.id || order.orderNo} order={order} now={now} />
          ))}
        </ul>
      )}
      {orders.items.length > 0 && <p className="mt-2 text-xs text-gray-500">{ORDER_AMOUNT_NOTE}</p>}
      <PaginationLinks page={page} lastPage={orders.lastPage} hrefFor={(p) => `/member/orders?page=${p}`} />
    </MemberPanel>
  );
}
