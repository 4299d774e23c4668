import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import { numericCode, randomString } from "../lib/random";
import { PAID_TYPE_PROMO, type PromoCodeRow } from "./promo-codes";

export const ORDER_UNPAID = 1;
export const ORDER_PAYING = 5;
export const ORDER_CANCELLED = 7;
export const ORDER_PAID = 9;
/** Unpaid orders older than this are cancelled (MeEdu's order:pay:timeout command). */
export const ORDER_TIMEOUT_MS = 60 * 60 * 1000;
export const PAYMENT_SIGN_TTL_MS = 1800 * 1000;

export type GoodsType = "COURSE" | "ROLE";

export interface OrderRow {
  id: number;
  user_id: number;
  charge: number;
  status: number;
  order_id: string;
  payment: string;
  payment_method: string;
  created_at: string;
  updated_at: string;
}

export interface OrderGoodsRow {
  id: number;
  oid: number;
  goods_id: number;
  goods_type: GoodsType;
  goods_name: string;
  goods_thumb: string;
  goods_charge: number;
  goods_ori_charge: number;
  num: number;
  charge: number;
}

export interface NewOrderGoods {
  type: GoodsType;
  id: number;
  name: string;
  thumb: string;
  charge: number;
}

/** "YYYYMMDDHHmmss" (PRC) + 4 random digits: 18 characters, unique. */
function newOrderNo(db: Database, nowMs: number): string {
  const stamp = toLocal(nowMs).replace(/\D/g, "");
  let no = `${stamp}${numericCode(4)}`;
  while (db.prepare("SELECT 1 FROM orders WHERE order_id = ?").get(no)) no = `${stamp}${numericCode(4)}`;
  return no;
}

/** Creates a paying (5) order with one goods row; a usable promo code becomes a paid record. */
export function createOrder(
  db: Database,
  input: { userId: number; goods: NewOrderGoods; promo?: PromoCodeRow; nowMs: number },
): { order: OrderRow; discount: number; total: number } {
  const at = toLocal(input.nowMs);
  const { goods, promo } = input;
  return db.transaction(() => {
    const orderNo = newOrderNo(db, input.nowMs);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO orders (user_id, charge, status, order_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(input.userId, goods.charge, ORDER_PAYING, orderNo, at, at);
    const orderId = Number(lastInsertRowid);
    // v3 orders store goods_charge/goods_ori_charge as 0 (MeEdu bug kept for fidelity; clients use `charge`).
    db.prepare(
      `INSERT INTO order_goods (oid, user_id, goods_id, goods_type, goods_name, goods_thumb, goods_charge, goods_ori_charge,
         num, charge, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, 0, 1, ?, ?, ?)`,
    ).run(orderId, input.userId, goods.id, goods.type, goods.name, goods.thumb, goods.charge, at, at);
    let discount = 0;
    if (promo) {
      // MeEdu records and reports the code's whole reward, even beyond the price; the total is clamped at 0.
      discount = promo.invited_user_reward;
      db.prepare(
        `INSERT INTO order_paid_records (order_id, user_id, paid_total, paid_type, paid_type_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(orderId, input.userId, discount, PAID_TYPE_PROMO, promo.id, at, at);
      db.prepare("UPDATE promo_codes SET used_times = used_times + 1, updated_at = ? WHERE id = ?").run(at, promo.id);
    }
    const order = db.prepare("SELECT * FROM orders WHERE id = ?").get(orderId) as OrderRow;
    return { order, discount, total: Math.max(0, goods.charge - discount) };
  })();
}

/**
 * Cancels unpaid / paying orders (MeEdu's OrderService::cancel and its OrderCancelEvent listener):
 * every promo code they used gets its use back and their paid records are deleted, so the member
 * may use that code again.
 */
export function cancelOrders(db: Database, orderIds: number[], nowMs: number): void {
  const cancel = db.prepare("UPDATE orders SET status = ?, updated_at = ? WHERE id = ? AND status IN (?, ?)");
  const promoUses = db.prepare("SELECT paid_type_id FROM order_paid_records WHERE order_id = ? AND paid_type = ?");
  const giveBack = db.prepare("UPDATE promo_codes SET used_times = used_times - 1 WHERE id = ?");
  const dropRecords = db.prepare("DELETE FROM order_paid_records WHERE order_id = ?");
  db.transaction(() => {
    for (const id of orderIds) {
      if (cancel.run(ORDER_CANCELLED, toLocal(nowMs), id, ORDER_UNPAID, ORDER_PAYING).changes === 0) continue;
      for (const { paid_type_id } of promoUses.all(id, PAID_TYPE_PROMO) as Array<{ paid_type_id: number }>)
        giveBack.run(paid_type_id);
      dropRecords.run(id);
    }
  })();
}

/** Lazily applies the 60-minute payment timeout (MeEdu's order:pay:timeout command). */
export function expireStaleOrders(db: Database, nowMs: number): void {
  const stale = db
    .prepare("SELECT id FROM orders WHERE status IN (?, ?) AND created_at <= ?")
    .all(ORDER_UNPAID, ORDER_PAYING, toLocal(nowMs - ORDER_TIMEOUT_MS)) as Array<{ id: number }>;
  cancelOrders(
    db,
    stale.map((row) => row.id),
    nowMs,
  );
}

export function findOrderByNo(db: Database, orderNo: string): OrderRow | undefined {
  return db.prepare("SELECT * FROM orders WHERE order_id = ?").get(orderNo) as OrderRow | undefined;
}

export function orderGoods(db: Database, orderId: number): OrderGoodsRow[] {
  return db.prepare("SELECT * FROM order_goods WHERE oid = ? ORDER BY id ASC").all(orderId) as OrderGoodsRow[];
}

/** What is left to pay: the price minus promo/other paid records. */
export function amountDue(db: Database, order: OrderRow): number {
  const paid = (
    db
      .prepare("SELECT IFNULL(SUM(paid_total), 0) AS n FROM order_paid_records WHERE order_id = ? AND paid_type != 0")
      .get(order.id) as { n: number }
  ).n;
  return Math.max(0, order.charge - paid);
}

export function discountOf(db: Database, order: OrderRow): number {
  return order.charge - amountDue(db, order);
}

/** "order-" + 24 random characters, valid for 30 minutes. */
export function createPaymentSign(db: Database, orderId: number, nowMs: number): string {
  const sign = `order-${randomString(24)}`;
  db.prepare("DELETE FROM payment_signs WHERE expires_at <= ?").run(nowMs);
  db.prepare("INSERT INTO payment_signs (sign, order_id, expires_at) VALUES (?, ?, ?)").run(
    sign,
    orderId,
    nowMs + PAYMENT_SIGN_TTL_MS,
  );
  return sign;
}

/** The order behind a live sign, or undefined when the sign is unknown or expired. */
export function orderOfSign(db: Database, sign: string, nowMs: number): OrderRow | undefined {
  return db
    .prepare("SELECT o.* FROM payment_signs s JOIN orders o ON o.id = s.order_id WHERE s.sign = ? AND s.expires_at > ?")
    .get(sign, nowMs) as OrderRow | undefined;
}
