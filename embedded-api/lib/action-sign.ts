import { createHmac, timingSafeEqual } from "node:crypto";
import { opaqueKey } from "./random";

const PURPOSE = "member-verify";

function mac(secret: Uint8Array, payload: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}.${payload}`).digest("base64url");
}

/**
 * The change-mobile "sign" (POST v2/member/verify → PUT v2/member/mobile): like Laravel's encrypted payload it carries only an expiry,
 * is not bound to a user and is not single-use. Here it is an HMAC-signed expiry.
 */
export function createActionSign(secret: Uint8Array, expiresAtMs: number): string {
  const payload = Buffer.from(JSON.stringify({ exp: expiresAtMs, n: opaqueKey(9) })).toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

/** True for a sign made with this secret whose expiry is still ahead. */
export function verifyActionSign(secret: Uint8Array, sign: string | undefined, nowMs: number): boolean {
  if (!sign) return false;
  const [payload, signature, extra] = sign.split(".");
  if (!payload || !signature || extra !== undefined) return false;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: unknown };
    return typeof exp === "number" && exp > nowMs;
  } catch {
    return false;
  }
}
