import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import type { AppContext } from "../types";
import { buildConfigPayload } from "./config";
import { notify } from "./notifications";

/**
 * A credit1 reward as MeEdu's *Credit1RewardListener gives it: the balance goes up, a record with
 * `remark` is written, and the member is told (NotificationService::notifyCredit1Message).
 */
export function rewardCredit1(db: Database, userId: number, points: number, remark: string, nowMs: number): void {
  if (!Number.isInteger(points) || points <= 0) return;
  const at = toLocal(nowMs);
  db.prepare("UPDATE users SET credit1 = credit1 + ? WHERE id = ?").run(points, userId);
  db.prepare(
    "INSERT INTO user_credit_records (user_id, field, sum, remark, created_at, updated_at) VALUES (?, 'credit1', ?, ?, ?, ?)",
  ).run(userId, points, remark, at, at);
  notify(db, userId, `积分变动:${points}，备注:${remark}`, nowMs);
}

/** credit1 for registering: config credit1_reward.register (0 when unset). */
export function registrationReward(ctx: AppContext): number {
  const reward = buildConfigPayload(ctx).credit1_reward as { register?: unknown } | undefined;
  return Number(reward?.register ?? 0) || 0;
}
