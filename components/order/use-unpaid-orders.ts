import useSWR from "swr";
import { fetchOrderStatus } from "@/lib/api/orders";
import { checkUnpaidOrders } from "@/lib/browser/unpaid-order-check";
import { forgetUnpaidOrders, readUnpaidOrders, type UnpaidOrder } from "@/lib/browser/unpaid-orders";
import { useUserStore } from "@/lib/stores/store-provider";

const NONE: UnpaidOrder[] = [];

async function loadUnpaidOrders(memberId: number): Promise<UnpaidOrder[]> {
  const kept = readUnpaidOrders(memberId);
  if (kept.length === 0) return NONE;
  const { pending, settled } = await checkUnpaidOrders(kept, (orderNo) => fetchOrderStatus(orderNo));
  forgetUnpaidOrders(memberId, settled);
  return pending;
}

/** The signed-in member's orders created in this browser and still payable, newest first. */
export function useUnpaidOrders(): UnpaidOrder[] {
  const memberId = useUserStore((state) => state.user?.id ?? null);
  const { data } = useSWR(memberId ? ["unpaid-orders", memberId] : null, ([, id]) => loadUnpaidOrders(id), {
    revalidateOnFocus: false,
  });
  return data ?? NONE;
}
