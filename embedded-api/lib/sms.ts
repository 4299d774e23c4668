import type { AppContext } from "../types";
import { toLocal } from "./dates";
import { ApiError, MSG_ERROR } from "./envelope";
import { phpTruthy } from "./php-casts";
import { numericCode } from "./random";

export const SMS_SCENES = ["login", "register", "password_reset", "mobile_bind"] as const;
export const SMS_TTL_MS = 300_000;
export const DEMO_SMS_CODE = "112233";
export const MSG_SMS_WRONG = "短信验证码错误";
const MAX_WRONG_ATTEMPTS = 10;

/**
 * Generates and stores a 6-digit code for the mobile (overwriting any previous one).
 * Demo mode logs it instead of sending; without demo mode there is no gateway, so it fails.
 */
export function sendSmsCode(ctx: AppContext, mobile: string, scene: string): void {
  if (!ctx.demoMode) throw new ApiError(MSG_ERROR);
  const code = numericCode(6);
  const now = ctx.now();
  ctx.db.transaction(() => {
    ctx.db.prepare("DELETE FROM sms_codes WHERE expires_at <= ?").run(now);
    ctx.db
      .prepare(
        `INSERT INTO sms_codes (mobile, code, scene, expires_at, wrong_attempts) VALUES (?, ?, ?, ?, 0)
         ON CONFLICT (mobile) DO UPDATE SET code = excluded.code, scene = excluded.scene,
           expires_at = excluded.expires_at, wrong_attempts = 0`,
      )
      .run(mobile, code, scene, now + SMS_TTL_MS);
    ctx.db
      .prepare("INSERT INTO sms_records (mobile, scene, code, created_at) VALUES (?, ?, ?, ?)")
      .run(mobile, scene, code, toLocal(now));
  })();
  ctx.log(`[demo-sms] mobile=${mobile} scene=${scene} code=${code}`);
}

/**
 * Checks a code for the mobile. Success consumes it. Wrong checks are counted per mobile;
 * beyond 10 the stored code is deleted. Demo mode also accepts 112233 for any mobile.
 * `code` is the raw request value: MeEdu's mobile_code_check compares with `===` against the
 * stored string, so a code sent as a JSON number never matches (not even 112233).
 */
export function verifySmsCode(ctx: AppContext, mobile: string | undefined, code: unknown): boolean {
  if (!mobile || !phpTruthy(code)) return false;
  if (ctx.demoMode && code === DEMO_SMS_CODE) return true;
  const row = ctx.db.prepare("SELECT code, expires_at, wrong_attempts FROM sms_codes WHERE mobile = ?").get(mobile) as
    { code: string; expires_at: number; wrong_attempts: number } | undefined;
  if (!row || row.expires_at <= ctx.now()) return false;
  if (row.code === code) {
    ctx.db.prepare("DELETE FROM sms_codes WHERE mobile = ?").run(mobile);
    return true;
  }
  if (row.wrong_attempts + 1 > MAX_WRONG_ATTEMPTS) {
    ctx.db.prepare("DELETE FROM sms_codes WHERE mobile = ?").run(mobile);
  } else {
    ctx.db.prepare("UPDATE sms_codes SET wrong_attempts = wrong_attempts + 1 WHERE mobile = ?").run(mobile);
  }
  return false;
}

/** Throws 短信验证码错误 unless the code is right. */
export function requireSmsCode(ctx: AppContext, mobile: string | undefined, code: unknown): void {
  if (!verifySmsCode(ctx, mobile, code)) throw new ApiError(MSG_SMS_WRONG);
}

/** Test hook: the last code sent to the mobile. */
export function lastSentCode(ctx: AppContext, mobile: string): string | undefined {
  const row = ctx.db.prepare("SELECT code FROM sms_records WHERE mobile = ? ORDER BY id DESC LIMIT 1").get(mobile) as
    { code: string } | undefined;
  return row?.code;
}
