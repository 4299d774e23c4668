import type { Database } from "better-sqlite3";
import { demoOrderSeeds, promoCodeSeeds } from "./seed/orders";
import { dayAt } from "./seed-time";

/** Promo codes and the demo member's paid orders (goods_charge 0 like MeEdu's v3 orders; thumbs stay relative). */
export function seedOrders(db: Database, nowMs: number): void {
  const promo = db.prepare(
    `INSERT INTO promo_codes (user_id, code, expired_at, invite_user_reward, invited_user_reward, use_times, used_times,
       created_at, updated_at) VALUES (0, ?, ?, 0, ?, ?, 0, ?, ?)`,
  );
  const created = dayAt(nowMs, 30, 9);
  for (const p of promoCodeSeeds)
    promo.run(p.code, dayAt(nowMs, -p.expiresInDays, 23, 59), p.reward, p.useTimes, created, created);

  const order = db.prepare(
    `INSERT INTO orders (user_id, charge, status, order_id, payment, payment_method, created_at, updated_at)
     VALUES (?, ?, 9, ?, 'demo', 'scan', ?, ?)`,
  );
  const goods = db.prepare(
    `INSERT INTO order_goods (oid, user_id, goods_id, goods_type, goods_name, goods_thumb, goods_charge, goods_ori_charge, num,
       charge, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, 0, 1, ?, ?, ?)`,
  );
  const paid = db.prepare(
    `INSERT INTO order_paid_records (order_id, user_id, paid_total, paid_type, paid_type_id, created_at, updated_at)
     VALUES (?, ?, ?, 0, 0, ?, ?)`,
  );
  demoOrderSeeds.forEach((s, index) => {
    const user = db.prepare("SELECT id FROM users WHERE mobile = ?").get(s.mobile) as { id: number } | undefined;
    const item =
      s.goods === "COURSE"
        ? (db.prepare("SELECT id, title AS name, thumb, charge FROM courses WHERE slug = ?").get(s.slugOrRole) as
            GoodsSeedRow | undefined)
        : (db.prepare("SELECT id, name, '' AS thumb, charge FROM roles WHERE name = ?").get(s.slugOrRole) as
            GoodsSeedRow | undefined);
    if (!user || !item) return;
    const at = dayAt(nowMs, s.daysAgo, s.hour, 41);
    const orderNo = `${at.replace(/\D/g, "")}${String(1001 + index)}`;
    const orderId = Number(order.run(user.id, item.charge, orderNo, at, at).lastInsertRowid);
    goods.run(orderId, user.id, item.id, s.goods, item.name, item.thumb, item.charge, at, at);
    paid.run(orderId, user.id, item.charge, at, at);
  });
}

interface GoodsSeedRow {
  id: number;
  name: string;
  thumb: string;
  charge: number;
}
