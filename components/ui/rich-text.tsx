import { renderRichText } from "@/lib/server/rich-text";
import { richTextNeeds } from "@/lib/server/rich-text/styles-needed";

// public/vendor/ is filled at build (server/copy-rich-text-styles.mjs). React hoists these
// links into <head> once per page, so only pages with math or code load the stylesheets.
const MATH_STYLESHEET = "/vendor/katex/katex.min.css";
const CODE_STYLESHEET = "/vendor/highlight/a11y-dark.min.css";

// Backend HTML, sanitised with math and code rendered on the server.
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  const safeHtml = renderRichText(html);
  if (!safeHtml.trim()) return null;
  const needs = richTextNeeds(safeHtml);
  return (
    <>
      {needs.math && <link rel="stylesheet" href={MATH_STYLESHEET} precedence="rich-text" />}
      {needs.code && <link rel="stylesheet" href={CODE_STYLESHEET} precedence="rich-text" />}
      <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: safeHtml }} />
    </>
  );
}
