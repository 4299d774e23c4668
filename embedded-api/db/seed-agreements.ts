import type { Database } from "better-sqlite3";
import { recordAgreements } from "../repos/agreements";

/** Demo members registered before the site existed have agreed to the current agreements. */
export function seedAgreements(db: Database, nowMs: number): void {
  const users = db.prepare("SELECT id FROM users").all() as Array<{ id: number }>;
  for (const { id } of users) recordAgreements(db, id, { ip: "", userAgent: "", platform: "", nowMs });
}
