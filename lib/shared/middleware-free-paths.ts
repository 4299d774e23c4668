// Addresses middleware never runs on: Next's build files and image optimiser, the public folder
// and the app's icons. middleware.ts's matcher must be a literal (Next reads it when it builds), so
// it is written out there and a test keeps it equal to this list. Whatever answers these addresses
// in place of middleware's page headers (the site server, the nginx kit) reads the list from here.

export const MIDDLEWARE_FREE_PREFIXES = [
  "/_next/static",
  "/_next/image",
  "/images/",
  "/vendor/",
  "/favicon.ico",
  "/icon.svg",
  "/apple-icon.png",
] as const;

/** Whether middleware skips this path (its matcher tests the start of the path, as here). */
export function isMiddlewareFree(pathname: string): boolean {
  return MIDDLEWARE_FREE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
