import type { Database } from "better-sqlite3";
import { migrations as allMigrations } from "./migrations";
import type { Migration } from "./migrations/types";

/** Applies pending migrations in order; returns the versions applied now. */
export function migrate(db: Database, migrations: Migration[] = allMigrations, appliedAt = new Date()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    (db.prepare("SELECT version FROM schema_migrations").all() as Array<{ version: number }>).map((r) => r.version),
  );
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, appliedAt.toISOString());
    })();
    applied.push(migration.version);
  }
  return applied;
}
