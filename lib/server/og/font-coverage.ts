import "server-only";

// Which characters an OpenType/TrueType font (sfnt) can draw, read from its cmap table.
// Text outside this set must not reach next/og: it would fetch a font from the network.

function findTable(font: DataView, tag: string): number | null {
  const tables = font.getUint16(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    const name = String.fromCharCode(...[0, 1, 2, 3].map((k) => font.getUint8(record + k)));
    if (name === tag) return font.getUint32(record + 8);
  }
  return null;
}

/** Format 12: sequential groups of code points, for fonts beyond the Basic Multilingual Plane. */
function addFormat12(font: DataView, at: number, into: Set<number>): void {
  const groups = font.getUint32(at + 12);
  for (let g = 0; g < groups; g++) {
    const group = at + 16 + g * 12;
    const start = font.getUint32(group);
    const end = font.getUint32(group + 4);
    const firstGlyph = font.getUint32(group + 8);
    for (let code = start; code <= end; code++) if (firstGlyph + (code - start) !== 0) into.add(code);
  }
}

/** Format 4: segments of the Basic Multilingual Plane; glyph 0 (.notdef) means "not drawn". */
function addFormat4(font: DataView, at: number, into: Set<number>): void {
  const segments = font.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const start = font.getUint16(starts + s * 2);
    const end = font.getUint16(ends + s * 2);
    const delta = font.getInt16(deltas + s * 2);
    const rangeOffset = font.getUint16(rangeOffsets + s * 2);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) {
        glyph = (code + delta) & 0xffff;
      } else {
        const raw = font.getUint16(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) into.add(code);
    }
  }
}

/** The Unicode code points the font maps to a real glyph (its Windows or Unicode cmap subtable). */
export function fontCodePoints(data: Uint8Array): Set<number> {
  const font = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const cmap = findTable(font, "cmap");
  if (cmap === null) throw new Error("font has no cmap table");
  const subtables: { format: number; at: number }[] = [];
  for (let i = 0; i < font.getUint16(cmap + 2); i++) {
    const record = cmap + 4 + i * 8;
    const platform = font.getUint16(record);
    const encoding = font.getUint16(record + 2);
    const at = cmap + font.getUint32(record + 4);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode) subtables.push({ format: font.getUint16(at), at });
  }
  const full = subtables.find((table) => table.format === 12);
  const basic = subtables.find((table) => table.format === 4);
  const points = new Set<number>();
  if (full) addFormat12(font, full.at, points);
  else if (basic) addFormat4(font, basic.at, points);
  else throw new Error("font has no Unicode cmap (format 4 or 12)");
  return points;
}
