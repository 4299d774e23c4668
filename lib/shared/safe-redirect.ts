// Return addresses (`redirect`, login callbacks) must stay on this site:
// only same-origin paths, anything else becomes the fallback (no open redirect).
// Links from the backend (sliders, rich text) follow the same path rule, or are
// absolute http(s) addresses that open as external links.

// Raw whitespace or control characters are refused outright: browsers strip
// tabs/newlines while parsing, so "/\t/evil.com" would become "//evil.com".
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f-\u009f]/;

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function isSameOriginPath(path: string): boolean {
  if (!path.startsWith("/") || UNSAFE_CHARS.test(path)) return false;
  // "//host" and "/\host" are protocol-relative to browsers.
  return path[1] !== "/" && path[1] !== "\\";
}

/** Would the path still be safe if some consumer decoded it once more? */
function staysSafeWhenDecoded(path: string): boolean {
  const decoded = decodeOnce(path);
  if (decoded === null) return true; // malformed escapes ("100%") cannot be decoded by anyone
  const head = decoded.replace(/[\t\n\r]/g, "");
  return !head.startsWith("//") && !head.startsWith("/\\");
}

export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value === "") return fallback;
  let candidate = value;
  // The /login page may receive the value still percent-encoded ("%2Fcourses%3Fx%3D1").
  if (!candidate.startsWith("/")) {
    if (!/^%2f/i.test(candidate)) return fallback;
    const decoded = decodeOnce(candidate);
    if (decoded === null) return fallback;
    candidate = decoded;
  }
  if (!isSameOriginPath(candidate) || !staysSafeWhenDecoded(candidate)) return fallback;
  return candidate;
}

/** The login page address that returns to `pathWithQuery` afterwards. */
export function loginPathFor(pathWithQuery: string): string {
  return `/login?redirect=${encodeURIComponent(safeRedirectPath(pathWithQuery))}`;
}

/** The flag on /login saying the session the visitor came with was refused: /login shows 请重新登录. */
export const RELOGIN_PARAM = "relogin";

/** loginPathFor for a member page rendered with a token the API refused (expired, logged out elsewhere). */
export function reloginPathFor(pathWithQuery: string): string {
  return `${loginPathFor(pathWithQuery)}&${RELOGIN_PARAM}=1`;
}

/** How a backend link may be rendered: a path on this site, or an external page in a new window. */
export interface SafeLink {
  href: string;
  external: boolean;
}

/** rel for links that open another site in a new window: no window.opener, no referrer, no endorsement. */
export const EXTERNAL_LINK_REL = "noopener noreferrer nofollow";

// The host must follow "//" directly: browsers repair "https:///evil.com" and "https:/\evil.com".
const ABSOLUTE_HTTP = /^https?:\/\/[^/\\]/i;

function isPlainHttpUrl(value: string): boolean {
  if (!ABSOLUTE_HTTP.test(value)) return false;
  try {
    const url = new URL(value);
    // "https://www.site.com@evil.com" reads as this site but goes to evil.com.
    return url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/**
 * An admin-entered link, or null when it must not be a link: same-origin paths and in-page
 * anchors stay internal, absolute http(s) URLs are external; protocol-relative ("//host"),
 * backslash tricks, other schemes (javascript:, data:) and relative paths are refused.
 */
export function safeLink(value: unknown): SafeLink | null {
  if (typeof value !== "string") return null;
  const href = value.trim();
  if (href === "" || UNSAFE_CHARS.test(href)) return null;
  if (href.startsWith("#")) return { href, external: false };
  if (href.startsWith("/")) {
    return isSameOriginPath(href) && staysSafeWhenDecoded(href) ? { href, external: false } : null;
  }
  return isPlainHttpUrl(href) ? { href, external: true } : null;
}
