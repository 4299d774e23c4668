import { DomUtils, parseDocument } from "htmlparser2";

/** Plain text of backend HTML for meta descriptions (server only), cut to `max` characters. */
export function htmlExcerpt(html: string, max = 120): string {
  if (!html) return "";
  const text = DomUtils.textContent(parseDocument(html).children).replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
