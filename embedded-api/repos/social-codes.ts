import type { Database } from "better-sqlite3";
import { randomString } from "../lib/random";

/** A social profile handed over by QQ / WeChat, kept under a login_code. */
export interface SocialProfile {
  app: "qq" | "wechat";
  openid: string;
  unionid: string;
  nickname: string;
  avatar: string;
}

export const LOGIN_CODE_TTL_MS = 600_000;
export const SCAN_KEY_TTL_MS = 300_000;

/** Stores the profile under a new 32-character login_code for 600 s. */
export function createLoginCode(db: Database, profile: SocialProfile, nowMs: number): string {
  const code = randomString(32);
  db.prepare("DELETE FROM social_login_codes WHERE expires_at <= ?").run(nowMs);
  db.prepare(
    `INSERT INTO social_login_codes (code, app, openid, unionid, nickname, avatar, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    code,
    profile.app,
    profile.openid,
    profile.unionid,
    profile.nickname,
    profile.avatar,
    nowMs + LOGIN_CODE_TTL_MS,
  );
  return code;
}

/** The live profile behind a login_code, or undefined when it is unknown or expired. */
export function findLoginCode(db: Database, code: string, nowMs: number): SocialProfile | undefined {
  const row = db
    .prepare("SELECT app, openid, unionid, nickname, avatar FROM social_login_codes WHERE code = ? AND expires_at > ?")
    .get(code, nowMs) as SocialProfile | undefined;
  return row ? { ...row } : undefined;
}

/** Codes are deleted only after a successful use, as in MeEdu: a "bind a mobile first" answer keeps the code for the next step. */
export function deleteLoginCode(db: Database, code: string): void {
  db.prepare("DELETE FROM social_login_codes WHERE code = ?").run(code);
}

/** A new 20-character QR-scan key holding "0" for 300 s; returns the key and its expiry in ms. */
export function createScanKey(db: Database, action: string, nowMs: number): { key: string; expiresAt: number } {
  const key = randomString(20);
  const expiresAt = nowMs + SCAN_KEY_TTL_MS;
  db.prepare("DELETE FROM wechat_scan_keys WHERE expires_at <= ?").run(nowMs);
  db.prepare(`INSERT INTO wechat_scan_keys ("key", action, value, expires_at) VALUES (?, ?, '0', ?)`).run(
    key,
    action,
    expiresAt,
  );
  return { key, expiresAt };
}

export function findScanKey(db: Database, key: string, nowMs: number): { action: string; value: string } | undefined {
  return db.prepare(`SELECT action, value FROM wechat_scan_keys WHERE "key" = ? AND expires_at > ?`).get(key, nowMs) as
    { action: string; value: string } | undefined;
}

/** The scan was confirmed: the slot now holds the login_code, and its 300 s lifetime restarts. */
export function completeScanKey(db: Database, key: string, loginCode: string, nowMs: number): void {
  db.prepare(`UPDATE wechat_scan_keys SET value = ?, expires_at = ? WHERE "key" = ?`).run(
    loginCode,
    nowMs + SCAN_KEY_TTL_MS,
    key,
  );
}
