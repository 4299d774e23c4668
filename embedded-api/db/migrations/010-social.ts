import type { Migration } from "./types";

// Third-party sign-in (QQ, WeChat QR scan) and real-person verification. The real MeEdu keeps
// the short-lived pieces in Redis; here they are rows with expires_at in epoch ms.
export const socialMigration: Migration = {
  version: 10,
  name: "social",
  sql: `
-- WeChat QR-scan slots: value is '0' until the scan is confirmed, then the login_code.
CREATE TABLE wechat_scan_keys (
  "key" TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  value TEXT NOT NULL DEFAULT '0',
  expires_at INTEGER NOT NULL
);

-- Social profiles waiting to be consumed by login/code, register/withSocialite or bindWithCode.
CREATE TABLE social_login_codes (
  code TEXT PRIMARY KEY,
  app TEXT NOT NULL,
  openid TEXT NOT NULL,
  unionid TEXT NOT NULL DEFAULT '',
  nickname TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  expires_at INTEGER NOT NULL
);

-- Demo QQ authorisation requests (the state carried through the consent page).
CREATE TABLE demo_oauth_states (
  state TEXT PRIMARY KEY,
  app TEXT NOT NULL,
  s_url TEXT NOT NULL,
  f_url TEXT NOT NULL,
  action TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Tencent FaceID sessions (status 0 waiting, 9 passed).
CREATE TABLE face_verifications (
  biz_token TEXT PRIMARY KEY,
  rule_id TEXT NOT NULL,
  request_id TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  s_url TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
`,
};
