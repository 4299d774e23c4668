import "server-only";
import { SESSION_MARKER_KEY, SESSION_MARKER_VALUE, TOKEN_KEY, TOKEN_LIFETIME_DAYS } from "../../shared/storage-keys";

const MAX_AGE = TOKEN_LIFETIME_DAYS * 24 * 3600;

function cookie(name: string, value: string, maxAge: number, secure: boolean, httpOnly: boolean): string {
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "SameSite=Lax",
    ...(httpOnly ? ["HttpOnly"] : []),
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * The token lives in an HttpOnly cookie that only this site's server reads: page scripts
 * never see it. The readable marker next to it only says "signed in".
 */
export function appendSessionCookies(headers: Headers, token: string, secure: boolean): void {
  headers.append("Set-Cookie", cookie(TOKEN_KEY, encodeURIComponent(token), MAX_AGE, secure, true));
  headers.append("Set-Cookie", cookie(SESSION_MARKER_KEY, SESSION_MARKER_VALUE, MAX_AGE, secure, false));
}

export function appendSessionClearing(headers: Headers, secure: boolean): void {
  headers.append("Set-Cookie", cookie(TOKEN_KEY, "", 0, secure, true));
  headers.append("Set-Cookie", cookie(SESSION_MARKER_KEY, "", 0, secure, false));
}
