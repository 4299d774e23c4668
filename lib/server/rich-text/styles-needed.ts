import "server-only";

/** Which stylesheets rendered rich text needs: KaTeX's for math, highlight.js's for code. */
export function richTextNeeds(renderedHtml: string): { math: boolean; code: boolean } {
  return {
    math: /class="katex/.test(renderedHtml),
    code: /class="hljs/.test(renderedHtml),
  };
}
