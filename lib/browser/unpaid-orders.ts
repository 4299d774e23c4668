import type { GoodsType } from "../api/orders-types";
import { unpaidOrdersKey } from "../shared/storage-keys";

// MeEdu lists paid orders only, so an order left at the pay page would be found nowhere. The
// browser keeps, per member, the numbers of the orders it created and which goods each buys —
// never an amount, a pay link or a token: the status API says what became of each, and the pay
// link stays in the tab's sessionStorage (pending-order.ts).

export interface UnpaidOrder {
  orderNo: string;
  goodsType: GoodsType;
  goodsId: number;
  goodsName: string;
}

/** MeEdu cancels an unpaid order after 60 minutes: a member never has many at once. */
export const MAX_UNPAID_ORDERS = 10;
const ORDER_NO = /^[0-9A-Za-z]{1,32}$/;
const MAX_NAME_LENGTH = 200;

function asUnpaidOrder(value: unknown): UnpaidOrder | null {
  if (!value || typeof value !== "object") return null;
  const { orderNo, goodsType, goodsId, goodsName } = value as Record<string, unknown>;
  if (typeof orderNo !== "string" || !ORDER_NO.test(orderNo)) return null;
  if (goodsType !== "COURSE" && goodsType !== "ROLE") return null;
  if (typeof goodsId !== "number" || !Number.isSafeInteger(goodsId) || goodsId <= 0) return null;
  const name = typeof goodsName === "string" ? goodsName.slice(0, MAX_NAME_LENGTH) : "";
  return { orderNo, goodsType, goodsId, goodsName: name };
}

export function readUnpaidOrders(memberId: number, storage: Storage = localStorage): UnpaidOrder[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(unpaidOrdersKey(memberId)) ?? "[]");
    if (!Array.isArray(value)) return [];
    const orders = value.map(asUnpaidOrder).filter((order): order is UnpaidOrder => order !== null);
    return orders.filter((order, i) => orders.findIndex((o) => o.orderNo === order.orderNo) === i);
  } catch {
    return []; // unavailable storage or a value that is not ours
  }
}

function writeUnpaidOrders(memberId: number, orders: UnpaidOrder[], storage: Storage): void {
  try {
    if (orders.length === 0) storage.removeItem(unpaidOrdersKey(memberId));
    else storage.setItem(unpaidOrdersKey(memberId), JSON.stringify(orders.slice(0, MAX_UNPAID_ORDERS)));
  } catch {
    // private mode or a full quota: the order is only reachable from the pay page's tab
  }
}

/** Newest first; only the fields above are written, whatever the caller passes. */
export function rememberUnpaidOrder(memberId: number, order: UnpaidOrder, storage: Storage = localStorage): void {
  const entry = asUnpaidOrder(order);
  if (!entry) return;
  const rest = readUnpaidOrders(memberId, storage).filter((o) => o.orderNo !== entry.orderNo);
  writeUnpaidOrders(memberId, [entry, ...rest], storage);
}

export function forgetUnpaidOrders(memberId: number, orderNos: string[], storage: Storage = localStorage): void {
  if (orderNos.length === 0) return;
  const kept = readUnpaidOrders(memberId, storage).filter((o) => !orderNos.includes(o.orderNo));
  writeUnpaidOrders(memberId, kept, storage);
}
