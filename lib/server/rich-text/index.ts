import "server-only";
import { DomUtils, parseDocument } from "htmlparser2";
import { highlightCodeBlocks } from "./code-highlight";
import { renderMathInTree } from "./math";
import { sanitizeRichHtml } from "./sanitize";

// Server only: never import this from a client component, or
// sanitize-html, KaTeX and highlight.js end up in the browser bundle.

/**
 * Sanitised backend HTML with KaTeX math and highlight.js code blocks.
 * Pages that show it need katex/dist/katex.min.css and a highlight.js theme.
 */
export function renderRichText(html: string): string {
  if (!html) return "";
  const safe = sanitizeRichHtml(html);
  // Parsed and serialised without entity decoding: sanitized text passes through
  // byte for byte, and the KaTeX/hljs markup the passes write into text nodes
  // comes out as HTML. Only those two passes may write raw markup.
  const document = parseDocument(safe, { decodeEntities: false });
  renderMathInTree(document.children);
  highlightCodeBlocks(document.children);
  return DomUtils.getOuterHTML(document.children, { decodeEntities: false });
}

export { sanitizeRichHtml } from "./sanitize";
export { renderMath } from "./math";
export { highlightCode } from "./code-highlight";
