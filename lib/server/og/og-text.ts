import "server-only";

/** Drawn for a character the share-image font lacks (it is in the font). */
export const MISSING_GLYPH = "□";
const ELLIPSIS = "…";

/**
 * Text as the share image draws it: whitespace collapsed, invisible control and format
 * characters dropped, characters the font cannot draw shown as □, and cut to `maxChars`
 * characters with an ellipsis.
 */
export function drawableText(text: string, drawable: ReadonlySet<number>, maxChars: number): string {
  const chars = Array.from(
    text
      .replace(/\p{Cf}/gu, "")
      .replace(/\p{Cc}/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  const drawn = chars.map((char) => (drawable.has(char.codePointAt(0) ?? 0) ? char : MISSING_GLYPH));
  return drawn.length > maxChars
    ? `${drawn
        .slice(0, maxChars - 1)
        .join("")
        .trimEnd()}${ELLIPSIS}`
    : drawn.join("");
}
