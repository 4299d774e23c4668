import { randomBytes, randomInt } from "node:crypto";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Random string from the given alphabet (default letters and digits). */
export function randomString(length: number, alphabet = ALNUM): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** URL-safe opaque token with `bytes` bytes of entropy. */
export function opaqueKey(bytes = 36): string {
  return randomBytes(bytes).toString("base64url");
}

/** Zero-padded random numeric code, e.g. "004217". */
export function numericCode(digits = 6): string {
  return String(randomInt(10 ** digits)).padStart(digits, "0");
}
