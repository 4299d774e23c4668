import "server-only";
import sanitizeHtml from "sanitize-html";
import { EXTERNAL_LINK_REL, safeLink } from "../../shared/safe-redirect";

// Backend HTML (course descriptions, announcements, home `code` blocks, comments)
// reduced to plain rich text. Nothing here may run script or escape its box.

// The admin editor styles links and inline runs too (the home VIP banner's 立即了解 is white on a gradient).
const STYLED_TAGS = [
  ...["span", "div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "td", "th", "ul", "ol", "table"],
  ...["a", "strong", "b", "em", "i", "u", "s", "del", "ins", "sub", "sup", "small", "mark"],
];

const LENGTH = /^-?\d+(\.\d+)?(px|em|rem|%|pt)?$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
// Plain, non-negative lengths only: a negative margin would pull content over the page.
const PLAIN_LENGTH = "(0|\\d+(\\.\\d+)?(px|em|rem|%))";
const SIDE = new RegExp(`^${PLAIN_LENGTH}$`);
const MARGIN_SIDE = new RegExp(`^(${PLAIN_LENGTH}|auto)$`);
const SPACING = new RegExp(`^${PLAIN_LENGTH}(\\s+${PLAIN_LENGTH}){0,3}$`);
const MARGIN = new RegExp(`^(${PLAIN_LENGTH}|auto)(\\s+(${PLAIN_LENGTH}|auto)){0,3}$`);
const GRADIENT = /^(?!.*(url|expression|image-set|var|attr)\s*\()linear-gradient\([\w\s#.,%()-]+\)$/i;

// Inline styles the admin editor writes; no position, display, url() or expressions.
const SAFE_STYLES: Record<string, RegExp[]> = {
  color: [COLOR],
  "background-color": [COLOR],
  background: [COLOR, GRADIENT],
  "background-image": [GRADIENT],
  padding: [SPACING],
  "padding-top": [SIDE],
  "padding-right": [SIDE],
  "padding-bottom": [SIDE],
  "padding-left": [SIDE],
  margin: [MARGIN],
  "margin-top": [MARGIN_SIDE],
  "margin-right": [MARGIN_SIDE],
  "margin-bottom": [MARGIN_SIDE],
  "margin-left": [MARGIN_SIDE],
  "border-radius": [SPACING],
  opacity: [/^(0|1|0?\.\d+)$/],
  "text-align": [/^(left|right|center|justify|start|end)$/],
  "font-weight": [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  "font-style": [/^(normal|italic|oblique)$/],
  "font-size": [LENGTH, /^(x{0,2}-small|small|medium|large|x{1,2}-large|smaller|larger)$/],
  "text-decoration": [/^(none|underline|line-through|overline)( (underline|line-through|overline))*$/],
  "text-decoration-line": [/^(none|underline|line-through|overline)$/],
  "line-height": [LENGTH, /^normal$/],
  "text-indent": [LENGTH],
  "vertical-align": [/^(baseline|sub|super|top|middle|bottom|text-top|text-bottom)$/],
};

// Editor classes are kept, but not utility classes that would let content
// cover the page with the site's own CSS (fixed overlays, z-index, …).
const SAFE_CLASS = /^(?!(fixed|absolute|sticky|relative|hidden|invisible|inset|top|right|bottom|left|z|-)\b)[\w-]+$/;

const styledAttributes = Object.fromEntries(STYLED_TAGS.map((tag) => [tag, ["style"]]));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "del", "ins"],
  allowedAttributes: {
    ...styledAttributes,
    a: ["href", "title", "target", "rel", "style"],
    img: ["src", "alt", "title", "width", "height"],
    pre: ["class"],
    code: ["class"],
    span: ["class", "style"],
    div: ["class", "style"],
    p: ["class", "style"],
    ol: ["start", "type", "style"],
    td: ["colspan", "rowspan", "style"],
    th: ["colspan", "rowspan", "style"],
  },
  allowedClasses: {
    pre: ["language-*", "lang-*"],
    code: ["language-*", "lang-*"],
    span: [SAFE_CLASS],
    div: [SAFE_CLASS],
    p: [SAFE_CLASS],
  },
  allowedStyles: { "*": SAFE_STYLES },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
    "*": (tagName, attribs) => ({ tagName, attribs: withoutImportant(attribs) }),
  },
};

/**
 * Declarations marked !important are dropped whole: sanitize-html would keep the flag, and
 * content must not outrank the site's own rules. (Values allowed here never contain ";".)
 */
function withoutImportant(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (!attribs.style || !/!\s*important/i.test(attribs.style)) return attribs;
  const kept = attribs.style.split(";").filter((declaration) => !/!\s*important/i.test(declaration));
  return { ...attribs, style: kept.join(";") };
}

/**
 * The site's link rule (safeLink) applied to an <a>: unsafe links lose their href and read as
 * plain text; external ones always open a new window without opener, referrer or endorsement.
 */
function linkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { href = "", title, style } = attribs;
  const titled: sanitizeHtml.Attributes = {
    ...(title === undefined ? {} : { title }),
    ...(style === undefined ? {} : { style }),
  };
  // A mail link leaves no page; sanitize-html still checks its scheme.
  if (/^mailto:/i.test(href.trim())) return { href, ...titled };
  const link = safeLink(href);
  if (!link) return titled;
  if (link.external || attribs.target === "_blank") {
    return { href: link.href, ...titled, target: "_blank", rel: EXTERNAL_LINK_REL };
  }
  return { href: link.href, ...titled };
}

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
