import "server-only";
import { Element, Text, isTag, isText, type AnyNode } from "domhandler";
import hljs from "highlight.js";
import { decodeSanitizedText, escapeHtmlText } from "./html-text";
import { walkNodes } from "./tree-walk";

// Auto-detection over all ~190 grammars is slow and guesses exotic languages;
// blocks without a known language class are matched against the common ones.
const AUTO_LANGUAGES = [
  "bash",
  "c",
  "cpp",
  "csharp",
  "css",
  "diff",
  "go",
  "ini",
  "java",
  "javascript",
  "json",
  "kotlin",
  "lua",
  "makefile",
  "markdown",
  "nginx",
  "php",
  "plaintext",
  "python",
  "ruby",
  "rust",
  "scss",
  "shell",
  "sql",
  "swift",
  "typescript",
  "xml",
  "yaml",
];

// Bigger blocks are only escaped: highlighting runs on every uncached render.
const MAX_HIGHLIGHT_CHARS = 100_000;

const LANGUAGE_CLASS = /(?:^|\s)(?:language|lang)-([\w+#.-]+)/;

function languageOf(pre: Element): string | null {
  const code = pre.children.find((child): child is Element => isTag(child) && child.name === "code");
  for (const element of [pre, code]) {
    const name = element?.attribs.class?.match(LANGUAGE_CLASS)?.[1];
    if (name && hljs.getLanguage(name)) return name;
  }
  return null;
}

/** The block's source text; editors often write line breaks in <pre> as <br>. */
function sourceOf(pre: Element): string {
  let raw = "";
  walkNodes(pre.children, (node) => {
    if (isText(node)) raw += node.data;
    else if (isTag(node) && node.name === "br") raw += "\n";
  });
  return decodeSanitizedText(raw);
}

export function highlightCode(source: string, language: string | null): { html: string; language: string } {
  if (source.length > MAX_HIGHLIGHT_CHARS) return { html: escapeHtmlText(source), language: language ?? "plaintext" };
  const result = language
    ? hljs.highlight(source, { language, ignoreIllegals: true })
    : hljs.highlightAuto(source, AUTO_LANGUAGES);
  return { html: result.value, language: language ?? result.language ?? "plaintext" };
}

/** Replaces each <pre>'s content with <code class="hljs language-…">highlighted</code>. */
export function highlightCodeBlocks(roots: AnyNode[]): void {
  walkNodes(roots, (node) => {
    if (!isTag(node) || node.name !== "pre") return true;
    const { html, language } = highlightCode(sourceOf(node), languageOf(node));
    const markup = new Text(html); // raw text: written out verbatim by the serializer
    const code = new Element("code", { class: `hljs language-${language}` }, [markup]);
    markup.parent = code;
    code.parent = node;
    node.children = [code];
    return false;
  });
}
