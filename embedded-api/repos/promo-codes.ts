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

/** MySQL's utf8mb4_unicode_ci collation makes MeEdu's lookup case-insensitive. */
export function findPromoCode(db: Database, code: string): PromoCodeRow | undefined {
  return db.prepare("SELECT * FROM promo_codes WHERE code = ? COLLATE NOCASE").get(code) as PromoCodeRow | undefined;
}

/** The public promo code shape (GET v2/promoCode/{code}, and `promo_code` in the check answer). */
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
 * MeEdu's BusinessState::promoCodeCanUse: not usable when it is the member's own code, its uses
 * are exhausted (use_times 0 = unlimited), it has expired, or the member has a paid record with it.
 * A paying order's record counts until the order is cancelled, which deletes it (cancelOrders).
 */
export function canUsePromoCode(db: Database, promo: PromoCodeRow, userId: number, nowMs: number): boolean {
  if (promo.user_id === userId) return false;
  if (promo.use_times > 0 && promo.use_times - promo.used_times <= 0) return false;
  if (promo.expired_at && nowMs > fromLocal(promo.expired_at)) return false;
  const used = db
    .prepare("SELECT 1 FROM order_paid_records WHERE user_id = ? AND paid_type = ? AND paid_type_id = ?")
    .get(userId, PAID_TYPE_PROMO, promo.id);
  return !used;
}
