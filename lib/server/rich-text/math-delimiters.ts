import "server-only";

// Splits text into plain and math parts, like KaTeX auto-render with the
// delimiters $$…$$, \[…\], \(…\) and $…$ (the official client's configuration).

export type MathSegment = { type: "text"; value: string } | { type: "math"; value: string; display: boolean };

const DELIMITERS = [
  { left: "$$", right: "$$", display: true },
  { left: "\\[", right: "\\]", display: true },
  { left: "\\(", right: "\\)", display: false },
  { left: "$", right: "$", display: false },
] as const;

/** auto-render's rule: the first closing delimiter outside braces and escapes. */
function findEnd(text: string, right: string, from: number): number {
  let braces = 0;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (braces <= 0 && text.startsWith(right, i)) return i;
    if (char === "\\") i++;
    else if (char === "{") braces++;
    else if (char === "}") braces--;
  }
  return -1;
}

// A single "$" is also a currency sign ("价格 $5，折扣 $3"), so, as in Pandoc,
// inline $…$ must hug its content and the closing "$" must not precede a digit.
// The first "$" after the opening one decides: it closes, or the opening is text.
function closesInlineDollar(text: string, index: number): boolean {
  const before = text[index - 1] ?? "";
  const after = text[index + 1] ?? "";
  return !/\s/.test(before) && before !== "$" && after !== "$" && !/\d/.test(after);
}

function matchAt(text: string, start: number) {
  if (text[start - 1] === "\\") return null; // "\$" is a literal dollar
  for (const delimiter of DELIMITERS) {
    if (!text.startsWith(delimiter.left, start)) continue;
    const from = start + delimiter.left.length;
    const single = delimiter.left === "$";
    if (single && (from >= text.length || /\s/.test(text[from]))) return null;
    const end = findEnd(text, delimiter.right, from);
    if (end === -1 || (single && !closesInlineDollar(text, end))) return null;
    return { value: text.slice(from, end), display: delimiter.display, next: end + delimiter.right.length };
  }
  return null;
}

export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let plainStart = 0;
  let i = 0;
  while (i < text.length) {
    const found = text[i] === "$" || text[i] === "\\" ? matchAt(text, i) : null;
    if (!found || !found.value.trim()) {
      i++;
      continue;
    }
    if (i > plainStart) segments.push({ type: "text", value: text.slice(plainStart, i) });
    segments.push({ type: "math", value: found.value, display: found.display });
    i = plainStart = found.next;
  }
  if (plainStart < text.length) segments.push({ type: "text", value: text.slice(plainStart) });
  return segments;
}
