import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function secretMatches(presented: string, expected: string): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
