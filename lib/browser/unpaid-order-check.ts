import { isApiError } from "../api/errors";
import { ORDER_STATUS } from "../api/orders-types";
import type { UnpaidOrder } from "./unpaid-orders";

export interface UnpaidOrdersCheck {
  /** Still payable (MeEdu status 1 unpaid or 5 paying): shown as 待支付 with 继续支付. */
  pending: UnpaidOrder[];
  /** Paid (9), cancelled (7) or not this member's / unknown to MeEdu (404): drop them from the browser. */
  settled: string[];
}

/**
 * Asks what became of each order. An answer that says nothing (busy, unreachable, signed out)
 * neither shows nor drops the order: it is asked about again next time.
 */
export async function checkUnpaidOrders(
  orders: UnpaidOrder[],
  statusOf: (orderNo: string) => Promise<number>,
): Promise<UnpaidOrdersCheck> {
  const answers = await Promise.all(
    orders.map((order) =>
      statusOf(order.orderNo).then(
        (status) => ({ order, status }),
        (error: unknown) => ({ order, status: isApiError(error) && error.kind === "not-found" ? -1 : null }),
      ),
    ),
  );
  const pending: UnpaidOrder[] = [];
  const settled: string[] = [];
  for (const { order, status } of answers) {
    if (status === ORDER_STATUS.unpaid || status === ORDER_STATUS.paying) pending.push(order);
    else if (status === ORDER_STATUS.paid || status === ORDER_STATUS.cancelled || status === -1)
      settled.push(order.orderNo);
  }
  return { pending, settled };
}
