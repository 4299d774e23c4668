import { fromLocal, toLocal } from "../lib/dates";
import type { AppContext } from "../types";
import { credit1Rewards, rewardCredit1 } from "./credit-rewards";
import { notify } from "./notifications";
import { amountDue, ORDER_PAID, orderGoods, type OrderGoodsRow, type OrderRow } from "./orders";

const DAY_MS = 86_400_000;

/** credit1 for paying `amount` yuan. */
export function paidOrderCredit(ctx: AppContext, amount: number): number {
  return Math.floor(amount * credit1Rewards(ctx).paidOrderRatio);
}

/**
 * Marks an order paid (status 9) and delivers it like MeEdu's payment callback: the course is
 * added to the member's courses, a VIP plan extends from max(now, current expiry), a message is
 * sent and points are awarded. Returns false when it was not payable.
 */
export function markOrderPaid(ctx: AppContext, order: OrderRow, paymentMethod: string): boolean {
  const { db } = ctx;
  const nowMs = ctx.now();
  const at = toLocal(nowMs);
  return db.transaction(() => {
    const changed = db
      .prepare(
        "UPDATE orders SET status = ?, payment = ?, payment_method = ?, updated_at = ? WHERE id = ? AND status IN (1, 5)",
      )
      .run(ORDER_PAID, paymentMethod ? "demo" : "", paymentMethod, at, order.id).changes;
    if (changed === 0) return false;
    const paid = amountDue(db, order);
    if (paid > 0) {
      db.prepare(
        `INSERT INTO order_paid_records (order_id, user_id, paid_total, paid_type, paid_type_id, created_at, updated_at)
         VALUES (?, ?, ?, 0, 0, ?, ?)`,
      ).run(order.id, order.user_id, paid, at, at);
    }
    const goods = orderGoods(db, order.id);
    // MeEdu's deliver listener records each goods row's charge (the price before a promo code) on the
    // member's course or plan, not what was paid: nothing but the order's paid records says that.
    for (const item of goods) deliver(ctx, order.user_id, item, nowMs);
    // PaymentSuccessEvent's listeners, in MeEdu's order: the message, then the reward, which MeEdu
    // works out from the order's charge (its price before a promo code), not from what was paid.
    notify(db, order.user_id, `订单${order.order_id}已支付`, nowMs);
    const credit = paidOrderCredit(ctx, order.charge);
    rewardCredit1(db, order.user_id, credit, `已支付订单送${credit}积分`, nowMs);
    return true;
  })();
}

function deliver(ctx: AppContext, userId: number, item: OrderGoodsRow, nowMs: number): void {
  const { db } = ctx;
  const at = toLocal(nowMs);
  if (item.goods_type === "COURSE") {
    const added = db
      .prepare("INSERT OR IGNORE INTO user_course (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)")
      .run(userId, item.goods_id, item.charge, at).changes;
    if (added > 0) db.prepare("UPDATE courses SET user_count = user_count + 1 WHERE id = ?").run(item.goods_id);
    return;
  }
  if (item.goods_type === "ROLE") {
    const role = db.prepare("SELECT expire_days FROM roles WHERE id = ?").get(item.goods_id) as
      { expire_days: number } | undefined;
    const user = db.prepare("SELECT role_expired_at FROM users WHERE id = ?").get(userId) as {
      role_expired_at: string | null;
    };
    const current = user.role_expired_at ? fromLocal(user.role_expired_at) : 0;
    const start = Math.max(nowMs, Number.isNaN(current) ? 0 : current);
    const expiredAt = toLocal(start + (role?.expire_days ?? 0) * DAY_MS);
    db.prepare("UPDATE users SET role_id = ?, role_expired_at = ?, updated_at = ? WHERE id = ?").run(
      item.goods_id,
      expiredAt,
      at,
      userId,
    );
    db.prepare(
      `INSERT INTO user_join_role_records (user_id, role_id, charge, started_at, expired_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(userId, item.goods_id, item.charge, toLocal(start), expiredAt, at, at);
  }
}
