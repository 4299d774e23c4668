import "server-only";
import { isTag, isText, type AnyNode, type Text } from "domhandler";
import katex from "katex";
import { decodeSanitizedText, escapeHtmlText } from "./html-text";
import { splitMath } from "./math-delimiters";
import { walkNodes } from "./tree-walk";

// auto-render's ignored tags: math is never looked for in code or raw text.
const SKIPPED_TAGS = new Set(["pre", "code", "script", "style", "textarea", "option"]);

// The reference's macros: Chinese textbooks write ≥/≤ with slanted bars.
const MACROS = {
  "\\ge": "\\geqslant",
  "\\le": "\\leqslant",
  "\\geq": "\\geqslant",
  "\\leq": "\\leqslant",
} as const;

/** The admin editor leaves &nbsp; and double-escaped &amp; inside formulas. */
function tidyTex(tex: string): string {
  return tex.replace(/&nbsp;|\u00a0/g, " ").replace(/&amp;/g, "&");
}

// Formulas come from the backend: sizes such as \rule{99999em}{99999em} are capped so one
// formula cannot stretch the page, and macro expansion is bounded (\def\a{\a\a}\a).
const MAX_SIZE_EM = 20;
const MAX_EXPAND = 500;

/** The formula's own text, shown like KaTeX shows a parse error. */
function unrenderable(tex: string): string {
  return `<span class="katex-error" title="公式无法显示">${escapeHtmlText(tex)}</span>`;
}

export function renderMath(tex: string, display: boolean): string {
  try {
    return katex.renderToString(tidyTex(tex), {
      displayMode: display,
      throwOnError: false,
      strict: "ignore", // Chinese text inside formulas is normal here; no console noise
      trust: false, // no \href, \url, \includegraphics or \html* from content
      maxSize: MAX_SIZE_EM,
      maxExpand: MAX_EXPAND,
      macros: { ...MACROS }, // a fresh object: \gdef in one formula must not leak into the next
    });
  } catch {
    // throwOnError only covers TeX errors; deep nesting ({{{…}}}) overflows KaTeX's stack.
    return unrenderable(tex);
  }
}

/** Rewrites a raw (still escaped) text node; KaTeX markup is written into it as-is. */
function renderTextNode(node: Text): void {
  if (!node.data.includes("$") && !node.data.includes("\\")) return;
  const segments = splitMath(decodeSanitizedText(node.data));
  if (!segments.some((segment) => segment.type === "math")) return;
  node.data = segments
    .map((segment) =>
      segment.type === "text" ? escapeHtmlText(segment.value) : renderMath(segment.value, segment.display),
    )
    .join("");
}

export function renderMathInTree(roots: AnyNode[]): void {
  walkNodes(roots, (node) => {
    if (isText(node)) renderTextNode(node);
    return !(isTag(node) && SKIPPED_TAGS.has(node.name));
  });
}
