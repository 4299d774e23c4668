// HS256 JWTs shaped like tymon/jwt-auth's (iss, iat, exp, nbf, jti, sub, prv), signed and checked
// by fast-jwt. Not jose: its API is async-only, and tokens are checked synchronously inside
// every route handler (lib/auth.ts).
import { createSigner, createVerifier } from "fast-jwt";
import { opaqueKey } from "./random";

export const TOKEN_TTL_SECONDS = 20160 * 60; // 14 days, MeEdu's JWT_TTL default
const PRV = "23bd5c8949f600adb39e701c400872db7a5976f7"; // fixed "provider" claim, as tymon adds
const NBF_LEEWAY_SECONDS = 60;

export interface TokenClaims {
  iss: string;
  iat: number;
  exp: number;
  nbf: number;
  jti: string;
  sub: string;
  prv: string;
}

/** Signs a token for the user; returns it with its claims. */
export function signToken(secret: Uint8Array, userId: number, issuer: string, nowMs: number) {
  const iat = Math.floor(nowMs / 1000);
  const claims: TokenClaims = {
    iss: issuer,
    iat,
    exp: iat + TOKEN_TTL_SECONDS,
    nbf: iat,
    jti: opaqueKey(12),
    sub: String(userId),
    prv: PRV,
  };
  const token = createSigner({ key: Buffer.from(secret), algorithm: "HS256" })(claims);
  return { token, claims };
}

/**
 * Verifies encoding, signature, algorithm and time window; returns the claims or null.
 * fast-jwt refuses characters outside the base64url alphabet, but decodes the signature with
 * Node's forgiving decoder: the round trip refuses the other spellings of the same bytes.
 */
export function verifyToken(secret: Uint8Array, token: string, nowMs: number): TokenClaims | null {
  const signature = token.slice(token.lastIndexOf(".") + 1);
  if (Buffer.from(signature, "base64url").toString("base64url") !== signature) return null;
  // Times are checked below: fast-jwt has a single tolerance for exp and nbf, and only nbf gets one here.
  const verify = createVerifier({
    key: Buffer.from(secret),
    algorithms: ["HS256"],
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });
  let claims: TokenClaims;
  try {
    claims = verify(token);
  } catch {
    return null;
  }
  if (typeof claims.sub !== "string" || typeof claims.jti !== "string") return null;
  const now = Math.floor(nowMs / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= now) return null;
  if (typeof claims.nbf === "number" && claims.nbf > now + NBF_LEEWAY_SECONDS) return null;
  return claims;
}
