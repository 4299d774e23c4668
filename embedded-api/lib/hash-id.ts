import { createHmac } from "node:crypto";

// Opaque, tamper-evident ids for comments (MeEdu sends hashids strings, never raw ids).
// 12 bytes = 4-byte tag + 8-byte id masked with a key stream derived from the tag,
// written as 17 base62 characters. Anything that does not verify decodes to null.

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const LENGTH = 17;

export interface HashIds {
  encode(id: number): string;
  /** The id, or null when the string was not produced by encode. */
  decode(hash: string): number | null;
}

export function createHashIds(secret: Uint8Array): HashIds {
  const key = createHmac("sha256", secret).update("meedu-comment-hash-id").digest();
  const mac = (label: string, data: Buffer) => createHmac("sha256", key).update(label).update(data).digest();

  const toBase62 = (bytes: Buffer) => {
    let n = BigInt(`0x${bytes.toString("hex")}`);
    let out = "";
    while (n > 0n) {
      out = ALPHABET[Number(n % 62n)] + out;
      n /= 62n;
    }
    return out.padStart(LENGTH, ALPHABET[0]);
  };

  const fromBase62 = (text: string): Buffer | null => {
    if (text.length !== LENGTH) return null;
    let n = 0n;
    for (const char of text) {
      const digit = ALPHABET.indexOf(char);
      if (digit < 0) return null;
      n = n * 62n + BigInt(digit);
    }
    const hex = n.toString(16);
    return hex.length > 24 ? null : Buffer.from(hex.padStart(24, "0"), "hex");
  };

  return {
    encode(id) {
      const payload = Buffer.alloc(8);
      payload.writeBigUInt64BE(BigInt(id));
      const tag = mac("tag", payload).subarray(0, 4);
      const mask = mac("mask", tag);
      const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i]));
      return toBase62(Buffer.concat([tag, masked]));
    },
    decode(hash) {
      const bytes = fromBase62(hash);
      if (!bytes) return null;
      const tag = bytes.subarray(0, 4);
      const mask = mac("mask", tag);
      const payload = Buffer.from(bytes.subarray(4).map((byte, i) => byte ^ mask[i]));
      if (!mac("tag", payload).subarray(0, 4).equals(tag)) return null;
      const id = payload.readBigUInt64BE();
      return id <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(id) : null;
    },
  };
}
