/** Shared pieces for the generated SVG images. */
export const FONT_STACK = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

export const PALETTES: Array<[string, string]> = [
  ["#3ca7fa", "#1769e0"],
  ["#ff8a65", "#e8464a"],
  ["#34d399", "#059669"],
  ["#a78bfa", "#6d28d9"],
  ["#fbbf24", "#f97316"],
  ["#22d3ee", "#0e7490"],
  ["#f472b6", "#be185d"],
  ["#94a3b8", "#334155"],
];

export function palette(seed: number): [string, string] {
  return PALETTES[Math.abs(seed) % PALETTES.length];
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Splits text into lines of at most maxEm (CJK = 1em, other characters ≈ 0.55em). */
export function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  let width = 0;
  for (const ch of text) {
    const w = /[\u0000-\u00ff]/.test(ch) ? 0.55 : 1;
    if (width + w > maxEm && line) {
      lines.push(line.trim());
      line = "";
      width = 0;
    }
    line += ch;
    width += w;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${[...kept[maxLines - 1]].slice(0, -1).join("")}…`;
    return kept;
  }
  return lines;
}

export function gradient(id: string, [from, to]: [string, string]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}
