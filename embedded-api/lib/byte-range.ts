/** A satisfiable byte range, inclusive at both ends. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a single-range `Range: bytes=…` header against a file size (RFC 9110, section 14.1.2).
 * Returns null when the header should be ignored (absent, another unit, malformed, or several
 * ranges — the whole file is then sent with 200), "unsatisfiable" for 416, else the range.
 *
 * Hand-written on purpose: @fastify/send 4 (behind @fastify/static) and `send` (range-parser)
 * answer 416 to a suffix longer than the file, which RFC 9110 serves whole (range-parser fixed
 * this in its PR #66; @fastify/send carries its own unfixed copy), and to the malformed headers
 * ignored here, and they ignore an upper-case "BYTES" unit.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
