import type { GoodsType } from "../api/orders-types";

// The API has no order-detail endpoint, so /order keeps what /order/pay needs to show
// (pay_url, amounts, where the goods live) in sessionStorage, keyed by order number.
// Nothing of it goes into the URL; the pay page re-checks the status with the API.

export interface PendingOrder {
  orderNo: string;
  payUrl: string;
  total: number;
  discount: number;
  goodsType: GoodsType;
  goodsId: number;
  goodsName: string;
}

export const pendingOrderKey = (orderNo: string) => `meedu-order:${orderNo}`;

export function savePendingOrder(order: PendingOrder, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(pendingOrderKey(order.orderNo), JSON.stringify(order));
  } catch {
    // Private mode or a full quota: the pay page falls back to its "re-order" notice.
  }
}

export function readPendingOrder(orderNo: string, storage: Storage = sessionStorage): PendingOrder | null {
  try {
    const raw = storage.getItem(pendingOrderKey(orderNo));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingOrder>;
    if (value.orderNo !== orderNo || typeof value.payUrl !== "string" || typeof value.total !== "number") return null;
    if (value.goodsType !== "COURSE" && value.goodsType !== "ROLE") return null;
    return {
      orderNo,
      payUrl: value.payUrl,
      total: value.total,
      discount: typeof value.discount === "number" ? value.discount : 0,
      goodsType: value.goodsType,
      goodsId: typeof value.goodsId === "number" ? value.goodsId : 0,
      goodsName: typeof value.goodsName === "string" ? value.goodsName : "",
    };
  } catch {
    return null; // no storage or a malformed entry: the pay page shows its "re-order" notice
  }
}

/** Where the buyer goes once the goods are theirs: the course, or the member centre for VIP. */
export function goodsDestination(type: GoodsType, id: number): string {
  return type === "COURSE" ? `/courses/detail/${id}` : "/member";
}
