import { useMemo, useSyncExternalStore } from "react";
import { pendingOrderKey, readPendingOrder, type PendingOrder } from "@/lib/browser/pending-order";

const noSubscription = () => () => undefined;

/** The order details /order left in sessionStorage; null on the server and when absent. */
export function usePendingOrder(orderNo: string): PendingOrder | null {
  // The raw string is a stable snapshot; parsing happens once per change.
  const raw = useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem(pendingOrderKey(orderNo)),
    () => null,
  );
  return useMemo(() => (raw ? readPendingOrder(orderNo) : null), [raw, orderNo]);
}
