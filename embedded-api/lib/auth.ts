import type { FastifyRequest } from "fastify";
import { cancelPendingDeletion } from "../repos/account-deletion";
import { findUserById } from "../repos/users";
import type { AppContext, UserRow } from "../types";
import { toLocal } from "./dates";
import { ApiError, notFound, unauthorized } from "./envelope";
import { signToken, verifyToken, type TokenClaims } from "./jwt";

export interface AuthResult {
  user: UserRow;
  claims: TokenClaims;
}

const MSG_RELOGIN = "请重新登录";
const PLATFORMS = new Set(["PC", "H5", "APP", "IOS", "ANDROID", "MINI", "OTHER"]);

/**
 * The `Authorization: Bearer` token. Unlike tymon/jwt-auth, `?token=` is not read: tokens in URLs
 * end up in logs, history and Referer headers.
 */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

/** The signed-in member, or null for a missing, invalid, expired or revoked token. */
export function optionalAuth(ctx: AppContext, request: FastifyRequest): AuthResult | null {
  const token = tokenOf(request);
  if (!token) return null;
  const claims = verifyToken(ctx.tokenSecret, token, ctx.now());
  if (!claims) return null;
  if (ctx.db.prepare("SELECT 1 FROM token_blacklist WHERE jti = ?").get(claims.jti)) return null;
  const user = findUserById(ctx.db, Number(claims.sub));
  return user ? { user, claims } : null;
}

/**
 * MeEdu's plain `auth` middleware: 401 请登录 without a valid token. Only logout, course like,
 * playinfo and the progress heartbeat use it alone; every other member route is requireAuth.
 */
export function requirePlainAuth(ctx: AppContext, request: FastifyRequest): AuthResult {
  return optionalAuth(ctx, request) ?? unauthorized();
}

/**
 * `auth` plus MeEdu's LoginStatusCheckMiddleware: under the one-device rule a token that is not the
 * member's latest login is logged out (blacklisted) and answered 401 请重新登录; after that it is
 * just an invalid token (请登录).
 */
export function requireAuth(ctx: AppContext, request: FastifyRequest): AuthResult {
  const auth = requirePlainAuth(ctx, request);
  if (ctx.loginLimitRule !== 3) return auth;
  const { last_login_id: lastLoginId } = auth.user;
  if (!lastLoginId) return auth;
  const latest = ctx.db.prepare("SELECT jti FROM user_login_records WHERE id = ?").get(lastLoginId) as
    { jti: string } | undefined;
  if (!latest) notFound(); // findUserLoginRecordOrFail
  if (latest.jti && latest.jti !== auth.claims.jti) {
    revokeToken(ctx, auth.claims);
    throw new ApiError(MSG_RELOGIN, 401);
  }
  return auth;
}

/** Issues a token and records the login (user_login_records, users.last_login_id). */
export function issueLoginToken(ctx: AppContext, request: FastifyRequest, userId: number): string {
  const { token, claims } = signToken(ctx.tokenSecret, userId, ctx.publicUrl, ctx.now());
  const header = String(request.headers["meedu-platform"] ?? "").toUpperCase();
  const platform = PLATFORMS.has(header) ? header : "APP";
  const at = toLocal(ctx.now());
  const { lastInsertRowid } = ctx.db
    .prepare(
      `INSERT INTO user_login_records (user_id, ip, platform, ua, jti, exp, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      userId,
      request.ip,
      platform,
      String(request.headers["user-agent"] ?? "").slice(0, 255),
      claims.jti,
      claims.exp,
      at,
      at,
    );
  ctx.db.prepare("UPDATE users SET last_login_id = ? WHERE id = ?").run(Number(lastInsertRowid), userId);
  cancelPendingDeletion(ctx.db, userId, ctx.now());
  return token;
}

/** Blacklists tokens by jti and marks their login records as logged out. */
function revokeJtis(ctx: AppContext, tokens: Array<{ jti: string; exp: number }>): void {
  const nowSec = Math.floor(ctx.now() / 1000);
  ctx.db.transaction(() => {
    ctx.db.prepare("DELETE FROM token_blacklist WHERE exp < ?").run(nowSec);
    const blacklist = ctx.db.prepare("INSERT OR IGNORE INTO token_blacklist (jti, exp) VALUES (?, ?)");
    const logout = ctx.db.prepare("UPDATE user_login_records SET is_logout = 1, updated_at = ? WHERE jti = ?");
    for (const { jti, exp } of tokens) {
      blacklist.run(jti, exp);
      logout.run(toLocal(ctx.now()), jti);
    }
  })();
}

/** Logout: blacklists this token. */
export function revokeToken(ctx: AppContext, claims: TokenClaims): void {
  revokeJtis(ctx, [claims]);
}

/** Ends every unexpired session of the member (every token comes from a login record), except `keepJti`. */
export function revokeMemberTokens(ctx: AppContext, userId: number, keepJti?: string): void {
  const live = ctx.db
    .prepare("SELECT jti, exp FROM user_login_records WHERE user_id = ? AND is_logout = 0 AND exp > ?")
    .all(userId, Math.floor(ctx.now() / 1000)) as Array<{ jti: string; exp: number }>;
  revokeJtis(
    ctx,
    live.filter((token) => token.jti !== keepJti),
  );
}
