// Return addresses (`redirect`, login callbacks) must stay on this site:
// only same-origin paths, anything else becomes the fallback (architecture §7).

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

/** The login page address that returns to `pathWithQuery` afterwards (spec §2). */
export function loginPathFor(pathWithQuery: string): string {
  return `/login?redirect=${encodeURIComponent(safeRedirectPath(pathWithQuery))}`;
}
