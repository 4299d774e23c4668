import type { Migration } from "./types";

// Site configuration, members and everything that belongs to signing in.
export const accountsMigration: Migration = {
  version: 1,
  name: "accounts",
  sql: `
CREATE TABLE app_config (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  "group" TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  "key" TEXT NOT NULL UNIQUE,
  value TEXT NOT NULL DEFAULT ''
);

CREATE TABLE roles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0,
  expire_days INTEGER NOT NULL DEFAULT 0,
  weight INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  is_show INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  avatar TEXT NOT NULL DEFAULT '/images/default_avatar.jpg',
  nick_name TEXT NOT NULL UNIQUE,
  mobile TEXT NOT NULL UNIQUE,
  password TEXT NOT NULL,
  credit1 INTEGER NOT NULL DEFAULT 0,
  credit2 INTEGER NOT NULL DEFAULT 0,
  credit3 INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  is_lock INTEGER NOT NULL DEFAULT 0,
  role_id INTEGER NOT NULL DEFAULT 0,
  role_expired_at TEXT,
  invite_balance INTEGER NOT NULL DEFAULT 0,
  invite_user_id INTEGER NOT NULL DEFAULT 0,
  invite_user_expired_at TEXT,
  is_password_set INTEGER NOT NULL DEFAULT 0,
  is_set_nickname INTEGER NOT NULL DEFAULT 0,
  register_ip TEXT NOT NULL DEFAULT '',
  last_login_id INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE user_profiles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  real_name TEXT NOT NULL DEFAULT '',
  id_number TEXT NOT NULL DEFAULT '',
  is_verify INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE socialite (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  app TEXT NOT NULL,
  app_user_id TEXT NOT NULL,
  union_id TEXT NOT NULL DEFAULT '',
  data TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (app, app_user_id)
);

CREATE TABLE user_credit_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  field TEXT NOT NULL DEFAULT 'credit1',
  sum INTEGER NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE user_login_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ip TEXT NOT NULL DEFAULT '',
  platform TEXT NOT NULL DEFAULT 'APP',
  ua TEXT NOT NULL DEFAULT '',
  jti TEXT NOT NULL,
  exp INTEGER NOT NULL,
  is_logout INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX user_login_records_jti ON user_login_records (jti);

-- Revoked tokens (logout). exp is the token's own expiry in unix seconds, for pruning.
CREATE TABLE token_blacklist (
  jti TEXT PRIMARY KEY,
  exp INTEGER NOT NULL
);

CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  notifiable_type TEXT NOT NULL DEFAULT 'App\\Services\\Member\\Models\\User',
  notifiable_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  data TEXT NOT NULL,
  read_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX notifications_notifiable ON notifications (notifiable_id, read_at);

-- Image captchas: single-use, expires_at in epoch ms.
CREATE TABLE captchas (
  "key" TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- The current SMS code per mobile (the scene is not part of the key), expires_at in epoch ms.
CREATE TABLE sms_codes (
  mobile TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  scene TEXT NOT NULL DEFAULT '',
  expires_at INTEGER NOT NULL,
  wrong_attempts INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE sms_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL,
  scene TEXT NOT NULL DEFAULT '',
  code TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX sms_records_mobile ON sms_records (mobile);
`,
};
