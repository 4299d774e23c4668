import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import { notify } from "./notifications";

/** Logging in again before the 7-day deletion runs cancels the request (and tells the member). */
export function cancelPendingDeletion(db: Database, userId: number, nowMs: number): void {
  const at = toLocal(nowMs);
  const cancelled = db
    .prepare("UPDATE user_delete_jobs SET status = 2, updated_at = ? WHERE user_id = ? AND status = 0")
    .run(at, userId).changes;
  if (cancelled > 0) notify(db, userId, "您已重新登录，账号注销申请已取消。", nowMs);
}
