import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import { notify } from "./notifications";

/** Logging in again before the 7-day deletion runs cancels the request (and tells the member). */
export function cancelPendingDeletion(db: Database, userId: number, nowMs: number): void {
  const at = toLocal(nowMs);
  const pending = db
    .prepare("SELECT id, created_at FROM user_delete_jobs WHERE user_id = ? AND status = 0")
    .all(userId) as Array<{ id: number; created_at: string }>;
  const cancel = db.prepare("UPDATE user_delete_jobs SET status = 2, updated_at = ? WHERE id = ?");
  for (const job of pending) {
    cancel.run(at, job.id);
    // MeEdu's UserDeleteCancelEvent message, with the time the request was made.
    notify(db, userId, `系统已为您自动取消于 ${job.created_at} 申请的用户注销申请`, nowMs);
  }
}
