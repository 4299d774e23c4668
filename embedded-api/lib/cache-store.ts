import type { Database } from "better-sqlite3";

/** Laravel's Cache facade over the cache_entries table: a missing or expired key reads as undefined. */
export function cacheGet(db: Database, key: string, nowMs: number): string | undefined {
  const row = db.prepare(`SELECT value, expires_at FROM cache_entries WHERE "key" = ?`).get(key) as
    { value: string; expires_at: number | null } | undefined;
  if (!row) return undefined;
  if (row.expires_at !== null && row.expires_at <= nowMs) return undefined;
  return row.value;
}

/** Cache::put: stores the value; without a lifetime it is kept until forgotten. */
export function cachePut(db: Database, key: string, value: string, nowMs: number, ttlMs?: number): void {
  db.prepare(
    `INSERT INTO cache_entries ("key", value, expires_at) VALUES (?, ?, ?)
     ON CONFLICT ("key") DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
  ).run(key, value, ttlMs === undefined ? null : nowMs + ttlMs);
}

/** Cache::increment when the key exists (its expiry stays), else Cache::add(key, 1, ttl). */
export function cacheCount(db: Database, key: string, nowMs: number, ttlMs: number): void {
  if (cacheGet(db, key, nowMs) === undefined) {
    cachePut(db, key, "1", nowMs, ttlMs);
    return;
  }
  db.prepare(`UPDATE cache_entries SET value = CAST(value AS INTEGER) + 1 WHERE "key" = ?`).run(key);
}

export function cacheForget(db: Database, key: string): void {
  db.prepare(`DELETE FROM cache_entries WHERE "key" = ?`).run(key);
}
