import type { ServerResponse } from "node:http";
import type { SiteEnv } from "../lib/shared/env";

// Every response carries these. The CSP names only this site, the API's public address and
// the asset origins the school configures (covers, avatars, videos on a CDN): no http:/https:
// wildcards. script-src keeps 'unsafe-inline' because public pages are cached and shared,
// so a per-request nonce is impossible, and Next's RSC payload is inline script.

export interface SecuritySettings {
  /** Origins besides this site that pages load images, media and API data from. */
  assetOrigins: string[];
}

/** The API's origin and the asset origins (lib/shared/env.ts has checked they are http(s)). */
export function securitySettingsFor(env: Pick<SiteEnv, "meeduApiUrl" | "assetOrigins">): SecuritySettings {
  return { assetOrigins: [...new Set([new URL(env.meeduApiUrl).origin, ...env.assetOrigins])] };
}

export function contentSecurityPolicy({ assetOrigins }: SecuritySettings): string {
  const assets = assetOrigins.join(" ");
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${assets}`,
    "font-src 'self' data:",
    `media-src 'self' blob: ${assets}`,
    `connect-src 'self' ${assets}`,
    `frame-src ${assets || "'none'"}`,
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    `form-action 'self' ${assets}`,
  ]
    .map((directive) => directive.trim())
    .join("; ");
}

export function applySecurityHeaders(res: ServerResponse, policy: string, https: boolean): void {
  res.setHeader("Content-Security-Policy", policy);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
