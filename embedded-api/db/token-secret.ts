import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const TOKEN_SECRET_FILE = "token-secret";

/**
 * Loads the token signing secret from `<dataDir>/token-secret`, creating a random one
 * (mode 0600) on first start.
 */
export function loadTokenSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, TOKEN_SECRET_FILE);
  if (existsSync(file)) {
    const text = readFileSync(file, "utf8").trim();
    if (text.length >= 32) return new Uint8Array(Buffer.from(text, "utf8"));
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return new Uint8Array(Buffer.from(secret, "utf8"));
}
