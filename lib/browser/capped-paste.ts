// A paste into a field with a length cap: the pasted text is trimmed (a copied line often
// carries spaces or a line break at its ends) and cut to what still fits, counting code points.

export interface CappedPaste {
  value: string;
  /** Where the caret goes: right after the inserted text (UTF-16 index, as selection APIs count). */
  caret: number;
}

export function spliceCappedPaste(
  value: string,
  selection: { start: number; end: number },
  pasted: string,
  maxChars: number,
): CappedPaste {
  const before = value.slice(0, selection.start);
  const after = value.slice(selection.end);
  // Runs of whitespace (line breaks, tabs) become one space: a single-line field has no use for them.
  const text = pasted.replace(/\s+/g, " ").trim();
  const room = Math.max(maxChars - Array.from(before + after).length, 0);
  const inserted = Array.from(text).slice(0, room).join("");
  return { value: before + inserted + after, caret: before.length + inserted.length };
}
