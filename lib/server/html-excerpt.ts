import "server-only";
import type { ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";

// Elements that start a new line on screen: their text is kept apart from the text around
// them, so list items and paragraphs do not run together ("第一条第二条").
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);
// Never text a reader sees.
const SKIPPED = new Set(["script", "style", "noscript", "template", "head"]);

function collectText(nodes: ChildNode[], parts: string[]): void {
  for (const node of nodes) {
    if (node.type === "text") parts.push(node.data);
    else if (node.type === "tag" || node.type === "script" || node.type === "style") {
      if (SKIPPED.has(node.name)) continue;
      const block = BLOCKS.has(node.name);
      if (block) parts.push(" ");
      collectText(node.children, parts);
      if (block) parts.push(" ");
    }
  }
}

/** Plain text of backend HTML for meta descriptions (server only), cut to `max` characters. */
export function htmlExcerpt(html: string, max = 120): string {
  if (!html) return "";
  const parts: string[] = [];
  collectText(parseDocument(html).children, parts);
  const text = parts.join("").replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
