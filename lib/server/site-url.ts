import "server-only";
import { siteEnv } from "../shared/env";

/**
 * The site's public origin for canonical URLs, Open Graph, JSON-LD, the sitemap and robots.txt.
 * Only SITE_URL decides it, never the request's Host or X-Forwarded-Host: those are
 * client-controlled, and public pages are cached and shared, so one forged header would
 * poison the page for everyone. Production requires it; elsewhere it defaults to
 * http://localhost:$PORT (lib/shared/env.ts).
 */
export function siteOrigin(): string {
  return siteEnv().siteUrl;
}

export function absoluteSiteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}
