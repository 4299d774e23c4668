import type { Migration } from "./types";

// MeEdu keeps several counters in its (Redis) cache: key → value with an optional expiry.
export const cacheMigration: Migration = {
  version: 30,
  name: "cache",
  sql: `
CREATE TABLE cache_entries (
  "key" TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  -- epoch ms; NULL = kept until forgotten
  expires_at INTEGER
);
`,
};
