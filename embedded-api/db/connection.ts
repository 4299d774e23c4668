import BetterSqlite3, { type Database } from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { registerSqlFunctions } from "./sql-functions";

export const DB_FILE_NAME = "meedu.sqlite";

/** Opens (creating if needed) the SQLite database; pass ":memory:" for a throwaway one. */
export function openDatabase(dataDirOrMemory: string): Database {
  let file = dataDirOrMemory;
  if (dataDirOrMemory !== ":memory:") {
    mkdirSync(dataDirOrMemory, { recursive: true });
    file = join(dataDirOrMemory, DB_FILE_NAME);
  }
  const db = new BetterSqlite3(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  db.pragma("synchronous = NORMAL");
  registerSqlFunctions(db);
  return db;
}
