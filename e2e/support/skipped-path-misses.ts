/** Addresses under the paths middleware skips that name no file: their 404s must carry a page's security headers. */
export const SKIPPED_PATH_MISSES = [
  "/_next/static/missing.js",
  "/_next/static/chunks/x.css",
  "/images/missing.png",
  "/vendor/x.js",
];
