import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import { notify } from "./notifications";

export function isFaceVerified(db: Database, userId: number): boolean {
  const row = db.prepare("SELECT is_verify FROM user_profiles WHERE user_id = ?").get(userId) as
    { is_verify: number } | undefined;
  return row?.is_verify === 1;
}

/** Saves the verified real name and ID number (user_profiles.is_verify = 1) and tells the member. */
export function saveVerifiedProfile(
  db: Database,
  userId: number,
  realName: string,
  idNumber: string,
  nowMs: number,
): void {
  const at = toLocal(nowMs);
  db.prepare(
    `INSERT INTO user_profiles (user_id, real_name, id_number, is_verify, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET real_name = excluded.real_name, id_number = excluded.id_number,
       is_verify = 1, updated_at = excluded.updated_at`,
  ).run(userId, realName, idNumber, at, at);
  notify(db, userId, "您已通过实名认证", nowMs);
}
