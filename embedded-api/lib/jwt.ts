// HS256 JWTs shaped like tymon/jwt-auth's (iss, iat, exp, nbf, jti, sub, prv).
// Implemented with node:crypto rather than jose: jose 6 is ESM-only, which the repo's
// CommonJS Jest setup (next/jest) cannot load.
import { createHmac, timingSafeEqual } from "node:crypto";
import { opaqueKey } from "./random";

export const TOKEN_TTL_SECONDS = 20160 * 60; // 14 days, MeEdu's JWT_TTL default
const PRV = "23bd5c8949f600adb39e701c400872db7a5976f7"; // fixed "provider" claim, as tymon adds

export interface TokenClaims {
  iss: string;
  iat: number;
  exp: number;
  nbf: number;
  jti: string;
  sub: string;
  prv: string;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");

function signature(secret: Uint8Array, input: string): Buffer {
  return createHmac("sha256", secret).update(input).digest();
}

/** Signs a token for the user; returns it with its claims. */
export function signToken(secret: Uint8Array, userId: number, issuer: string, nowMs: number) {
  const iat = Math.floor(nowMs / 1000);
  const claims: TokenClaims = {
    iss: issuer, iat, exp: iat + TOKEN_TTL_SECONDS, nbf: iat, jti: opaqueKey(12), sub: String(userId), prv: PRV,
  };
  const head = `${b64(JSON.stringify({ typ: "JWT", alg: "HS256" }))}.${b64(JSON.stringify(claims))}`;
  return { token: `${head}.${b64(signature(secret, head))}`, claims };
}

const BASE64URL_ALPHABET = /^[A-Za-z0-9_-]+$/;

/**
 * Strict base64url: unpadded, URL alphabet only, and canonical (the unused low bits of the last
 * character are zero). Node's decoder skips "=", "~", whitespace and other characters and accepts
 * "+" and "/", so without this one token would have many spellings.
 */
function decodeSegment(part: string): Buffer | null {
  if (!BASE64URL_ALPHABET.test(part) || part.length % 4 === 1) return null;
  const bytes = Buffer.from(part, "base64url");
  return bytes.toString("base64url") === part ? bytes : null;
}

/** Verifies encoding, signature, algorithm and time window; returns the claims or null. */
export function verifyToken(secret: Uint8Array, token: string, nowMs: number): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [headPart, bodyPart] = parts;
  const [head, body, given] = parts.map(decodeSegment);
  if (!head || !body || !given) return null;
  const expected = signature(secret, `${headPart}.${bodyPart}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const header = JSON.parse(head.toString("utf8"));
    const claims = JSON.parse(body.toString("utf8")) as TokenClaims;
    if (header?.alg !== "HS256" || typeof claims?.sub !== "string" || typeof claims.jti !== "string") return null;
    const now = Math.floor(nowMs / 1000);
    if (typeof claims.exp !== "number" || claims.exp <= now) return null;
    if (typeof claims.nbf === "number" && claims.nbf > now + 60) return null;
    return claims;
  } catch {
    return null;
  }
}
