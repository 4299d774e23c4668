import type { Database } from "better-sqlite3";
import { fromLocal } from "../lib/dates";

export interface PromoCodeRow {
  id: number;
  user_id: number;
  code: string;
  expired_at: string | null;
  invite_user_reward: number;
  invited_user_reward: number;
  use_times: number;
  used_times: number;
}

export const PAID_TYPE_PROMO = 1;

export function findPromoCode(db: Database, code: string): PromoCodeRow | undefined {
  return db.prepare("SELECT * FROM promo_codes WHERE code = ?").get(code) as PromoCodeRow | undefined;
}

/** The public promo code shape (§9.2). */
export function promoCodeItem(row: PromoCodeRow) {
  return {
    id: row.id,
    code: row.code,
    expired_at: row.expired_at,
    invited_user_reward: row.invited_user_reward,
    invite_user_reward: row.invite_user_reward,
  };
}

/**
 * Not usable when it is the member's own code, its uses are exhausted (use_times 0 = unlimited),
 * it has expired, or the member already used it on an order that was not cancelled.
 */
export function canUsePromoCode(db: Database, promo: PromoCodeRow, userId: number, nowMs: number): boolean {
  if (promo.user_id === userId) return false;
  if (promo.use_times > 0 && promo.used_times >= promo.use_times) return false;
  if (promo.expired_at && fromLocal(promo.expired_at) <= nowMs) return false;
  const used = db
    .prepare(
      `SELECT 1 FROM order_paid_records r JOIN orders o ON o.id = r.order_id
       WHERE r.user_id = ? AND r.paid_type = ? AND r.paid_type_id = ? AND o.status != 7`,
    )
    .get(userId, PAID_TYPE_PROMO, promo.id);
  return !used;
}
