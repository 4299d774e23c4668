import type { Migration } from "./types";

// MeEdu's agreements (one active version per type) and agreement_user_records (who agreed to which
// version). The earlier agreement_user_records kept only a type, so it is replaced. Members who
// exist already are recorded as agreeing to version 1, as registration does (AgreementSyncListener).
export const agreementsMigration: Migration = {
  version: 40,
  name: "agreements",
  sql: `
CREATE TABLE agreements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  version TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

DROP TABLE agreement_user_records;
CREATE TABLE agreement_user_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  agreement_id INTEGER NOT NULL REFERENCES agreements(id) ON DELETE CASCADE,
  agreement_type TEXT NOT NULL,
  agreement_version TEXT NOT NULL,
  agreed_at TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  platform TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, agreement_id)
);

INSERT INTO agreements (type, title, version, is_active, created_at, updated_at) VALUES
  ('user_agreement', '用户协议', '1', 1, datetime('now', '+8 hours'), datetime('now', '+8 hours')),
  ('privacy_policy', '隐私政策', '1', 1, datetime('now', '+8 hours'), datetime('now', '+8 hours'));

INSERT INTO agreement_user_records (user_id, agreement_id, agreement_type, agreement_version, agreed_at, created_at, updated_at)
  SELECT u.id, a.id, a.type, a.version, datetime('now', '+8 hours'), datetime('now', '+8 hours'), datetime('now', '+8 hours')
  FROM users u CROSS JOIN agreements a;
`,
};
