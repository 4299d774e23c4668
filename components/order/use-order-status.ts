import useSWR from "swr";
import { fetchOrderStatus } from "@/lib/api/orders";

export const ORDER_POLL_MS = 2000;

/** Polls the order status every 2 s while mounted and unsettled; SWR stops when the page is left. */
export function useOrderStatus(orderNo: string, initialStatus: number) {
  const { data, mutate, isValidating } = useSWR(["order-status", orderNo], ([, no]) => fetchOrderStatus(no), {
    fallbackData: initialStatus,
    refreshInterval: (status) => (status === 9 || status === 7 ? 0 : ORDER_POLL_MS),
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  return { status: data ?? initialStatus, recheck: () => mutate(), checking: isValidating };
}
