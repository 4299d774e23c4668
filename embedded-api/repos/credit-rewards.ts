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

export interface Credit1Rewards {
  /** For registering (credit1_reward.register). */
  register: number;
  /** For finishing a lesson (credit1_reward.watched_video). */
  watchedVideo: number;
  /** For finishing a whole course (credit1_reward.watched_vod_course). */
  watchedCourse: number;
  /** Points per yuan paid (credit1_reward.paid_order, a ratio such as "0.1"); 0 unless a positive number. */
  paidOrderRatio: number;
}

/** The credit1 rewards the config sets, read in one place (0 where unset). */
export function credit1Rewards(ctx: AppContext): Credit1Rewards {
  const reward = (buildConfigPayload(ctx).credit1_reward ?? {}) as Record<string, unknown>;
  const ratio = Number(reward.paid_order ?? 0);
  return {
    register: Number(reward.register) || 0,
    watchedVideo: Number(reward.watched_video) || 0,
    watchedCourse: Number(reward.watched_vod_course) || 0,
    paidOrderRatio: Number.isFinite(ratio) && ratio > 0 ? ratio : 0,
  };
}
