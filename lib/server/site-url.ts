import "server-only";

/**
 * The site's public origin for canonical URLs, Open Graph, JSON-LD, the sitemap and robots.txt.
 * Only SITE_URL decides it, never the request's Host or X-Forwarded-Host: those are
 * client-controlled, and public pages are cached and shared, so one forged header would
 * poison the page for everyone. Unset, it is http://localhost:$PORT (fine for a demo only).
 */
export function siteOrigin(): string {
  const configured = process.env.SITE_URL?.trim().replace(/\/+$/, "");
  if (configured && /^https?:\/\/[^/\s]+$/i.test(configured)) return configured;
  return `http://localhost:${process.env.PORT || 3000}`;
}

export function absoluteSiteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}
