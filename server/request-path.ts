/**
 * A path whose percent-encoding is broken ("/courses/detail/%") cannot be routed; answer
 * 400 with our headers instead of letting the framework fail with a bare 500.
 */
export function hasMalformedPath(url: string | undefined): boolean {
  if (!url) return true;
  const pathname = url.split("?")[0];
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
