import { NO_ANALYTICS_ORIGINS, type AnalyticsOrigins } from "../shared/analytics";
import type { SiteEnv } from "../shared/env";

// Every page carries these (set by middleware at run time: the CSP names the deployment's own
// origins). The CSP lists only this site, the API's public address and the asset origins the
// school configures (covers, avatars, videos on a CDN): no http:/https: wildcards. script-src keeps
// 'unsafe-inline' because public pages are cached and shared, so a per-request nonce is impossible,
// and Next's RSC payload is inline script. Analytics the operator turned on add exactly their own
// origins (lib/shared/analytics.ts), to the directives each needs.

/** The API's origin and the asset origins (lib/shared/env.ts has checked they are http(s)). */
export function assetOriginsFor(env: Pick<SiteEnv, "meeduApiUrl" | "assetOrigins">): string[] {
  return [...new Set([new URL(env.meeduApiUrl).origin, ...env.assetOrigins])];
}

export function contentSecurityPolicy(
  assetOrigins: readonly string[],
  analytics: AnalyticsOrigins = NO_ANALYTICS_ORIGINS,
): string {
  const assets = assetOrigins.join(" ");
  const sources = (...lists: (readonly string[])[]) => [...new Set(lists.flat())].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${sources(analytics.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${sources(assetOrigins, analytics.img)}`,
    "font-src 'self' data:",
    `media-src 'self' blob: ${assets}`,
    `connect-src 'self' ${sources(assetOrigins, analytics.connect)}`,
    `frame-src ${assets || "'none'"}`,
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    `form-action 'self' ${assets}`,
  ]
    .map((directive) => directive.trim())
    .join("; ");
}

/** The headers every page answer carries; HSTS only where the visitor came over https. */
export function securityHeaders(policy: string, https: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
