import type { Database } from "better-sqlite3";
import { seedAgreements } from "./seed-agreements";
import { seedCatalog } from "./seed-catalog";
import { seedComments } from "./seed-comments";
import { hashMemberPasswords, seedMembers } from "./seed-members";
import { seedOrders } from "./seed-orders";
import { seedSite } from "./seed-site";

/** True when the database holds no data yet (no config rows). */
export function isEmptyDatabase(db: Database): boolean {
  return (db.prepare("SELECT COUNT(*) AS n FROM app_config").get() as { n: number }).n === 0;
}

/** Fills a new database with the Chinese demo school. Does nothing when data exists. */
export async function seedIfEmpty(db: Database, nowMs = Date.now()): Promise<boolean> {
  if (!isEmptyDatabase(db)) return false;
  const hashes = await hashMemberPasswords();
  db.transaction(() => {
    const courseIds = seedCatalog(db, nowMs);
    seedSite(db, nowMs, courseIds);
    seedMembers(db, nowMs, hashes, courseIds);
    seedOrders(db, nowMs);
    seedComments(db, nowMs, courseIds);
    seedAgreements(db, nowMs);
  })();
  return true;
}
