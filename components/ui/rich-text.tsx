import "katex/dist/katex.min.css";
import "highlight.js/styles/a11y-dark.min.css";
import { renderRichText } from "@/lib/rich-text";

// Backend HTML, sanitised with math and code rendered on the server; the KaTeX
// and highlight.js styles load only on pages that use this component.
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  const safeHtml = renderRichText(html);
  if (!safeHtml.trim()) return null;
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
