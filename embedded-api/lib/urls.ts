/** Turns a stored site-relative path (e.g. "/images/covers/3.svg") into an absolute URL on publicUrl. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//")) return path;
  return `${publicUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** Trims trailing slashes from a base URL. */
export function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, "");
}
