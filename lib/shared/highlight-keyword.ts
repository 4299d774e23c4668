// Search highlighting without RegExp or HTML (the keyword is user input): the text is cut
// into plain pieces that the page renders as React text, marking the matches.

export interface TextPiece {
  text: string;
  match: boolean;
}

/** Splits `text` around every case-insensitive occurrence of `keyword`. */
export function splitByKeyword(text: string, keyword: string): TextPiece[] {
  const needle = keyword.trim();
  if (!text) return [];
  if (!needle) return [{ text, match: false }];

  // Lower-casing can change a string's length (e.g. "İ"); then match case-sensitively
  // so the indices found in the folded text still point into the original.
  const foldedText = text.toLowerCase();
  const foldedNeedle = needle.toLowerCase();
  const fold = foldedText.length === text.length && foldedNeedle.length === needle.length;
  const haystack = fold ? foldedText : text;
  const target = fold ? foldedNeedle : needle;

  const pieces: TextPiece[] = [];
  let from = 0;
  for (let at = haystack.indexOf(target); at !== -1; at = haystack.indexOf(target, from)) {
    if (at > from) pieces.push({ text: text.slice(from, at), match: false });
    pieces.push({ text: text.slice(at, at + target.length), match: true });
    from = at + target.length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), match: false });
  return pieces;
}
