import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { boundedMemo } from "../lib/shared/bounded-memo";

// Cached bodies are compressed once when stored, never per request.

const MIN_COMPRESSIBLE_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export function precompress(body: Buffer, contentType: string): { gzip: Buffer | null; br: Buffer | null } {
  if (body.length < MIN_COMPRESSIBLE_BYTES || !COMPRESSIBLE.test(contentType)) return { gzip: null, br: null };
  return {
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  };
}

export type Encoding = "br" | "gzip" | "identity";

interface Accepted {
  br: boolean;
  gzip: boolean;
}

function parseAccepted(acceptEncoding: string): Accepted {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  return { br: allows("br"), gzip: allows("gzip") };
}

/** Accept-Encoding → what it allows, remembered: browsers send a handful of distinct values. */
const acceptedEncodings = boundedMemo(1_000, parseAccepted);

/** The best encoding the client accepts (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined, available: { gzip: unknown; br: unknown }): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = acceptedEncodings(acceptEncoding);
  if (available.br && accepted.br) return "br";
  if (available.gzip && accepted.gzip) return "gzip";
  return "identity";
}
