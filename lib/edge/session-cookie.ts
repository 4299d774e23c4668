import { isHttpsRequest, siteCookieName } from "../shared/cookie-names";
import { siteEnv } from "../shared/env";
import { SESSION_MARKER_KEY, SESSION_MARKER_VALUE, TOKEN_KEY, TOKEN_LIFETIME_DAYS } from "../shared/storage-keys";

// The session cookies as the site writes them (Set-Cookie lines): the /api proxy sets and clears
// them, middleware clears a conflicting pair with the same lines.

/** How long the token cookie and its marker live: as long as MeEdu's JWT. */
export const SESSION_COOKIE_MAX_AGE = TOKEN_LIFETIME_DAYS * 24 * 3600;

interface CookieScope {
  path: string;
  domain?: string;
}

const SITE_WIDE: CookieScope = { path: "/" };

function cookie(
  base: string,
  value: string,
  maxAge: number,
  https: boolean,
  httpOnly: boolean,
  scope = SITE_WIDE,
): string {
  return [
    `${siteCookieName(base, https)}=${value}`,
    `Path=${scope.path}`,
    ...(scope.domain ? [`Domain=${scope.domain}`] : []),
    `Max-Age=${maxAge}`,
    "SameSite=Lax",
    ...(httpOnly ? ["HttpOnly"] : []),
    ...(https ? ["Secure"] : []),
  ].join("; ");
}

/**
 * The token lives in an HttpOnly cookie that only this site's server reads: page scripts
 * never see it. The readable marker next to it only says "signed in". On https both are
 * __Host- cookies (Secure, Path=/, no Domain).
 */
export function appendSessionCookies(headers: Headers, token: string, https: boolean): void {
  headers.append("Set-Cookie", cookie(TOKEN_KEY, encodeURIComponent(token), SESSION_COOKIE_MAX_AGE, https, true));
  headers.append("Set-Cookie", cookie(SESSION_MARKER_KEY, SESSION_MARKER_VALUE, SESSION_COOKIE_MAX_AGE, https, false));
}

export function appendSessionClearing(headers: Headers, https: boolean): void {
  headers.append("Set-Cookie", cookie(TOKEN_KEY, "", 0, https, true));
  headers.append("Set-Cookie", cookie(SESSION_MARKER_KEY, "", 0, https, false));
}

/** Request paths deeper than this clear planted cookies down to this depth only (a bound on the answer's size). */
export const MAX_CLEARED_PATH_DEPTH = 4;

/** Every cookie path a browser sends on a request for `pathname`: "/", "/a", "/a/", "/a/b", … */
function pathsSentOn(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean).slice(0, MAX_CLEARED_PATH_DEPTH);
  const paths = ["/"];
  segments.forEach((_, index) => {
    const path = `/${segments.slice(0, index + 1).join("/")}`;
    paths.push(path);
    if (index < segments.length - 1 || pathname.length > path.length) paths.push(`${path}/`);
  });
  return paths;
}

/** The host itself named as Domain, and each parent domain but the last label (browsers refuse those). */
function domainsAbove(host: string): string[] {
  if (/^[\d.]+$/.test(host) || host.includes(":") || !host.includes(".")) return [];
  const labels = host.split(".");
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/**
 * A request that carried two session cookies: one of them was planted. Clears the site's own
 * pair and, on plain http, every copy a sibling origin could have planted for this request (for
 * this host or a parent domain, at any path the request is under), so that clearing ours
 * never leaves the planted one behind as the only session. On https only the __Host- cookies
 * count, and they can exist in one place only.
 */
export function appendConflictClearing(
  headers: Headers,
  { https, host, pathname }: { https: boolean; host: string; pathname: string },
): void {
  appendSessionClearing(headers, https);
  if (https) return;
  const domains = domainsAbove(host);
  for (const path of pathsSentOn(pathname)) {
    for (const domain of [undefined, ...domains]) {
      if (path === "/" && domain === undefined) continue; // cleared above
      headers.append("Set-Cookie", cookie(TOKEN_KEY, "", 0, false, true, { path, domain }));
    }
  }
  // The marker holds no secret (a planted one only makes pages ask for the member): Path=/ will do.
  for (const domain of domains) {
    headers.append("Set-Cookie", cookie(SESSION_MARKER_KEY, "", 0, false, false, { path: "/", domain }));
  }
}

/** Where a request stands for appendConflictClearing: its scheme, the site's host, its path. */
export function conflictScopeOf(request: {
  headers: { get(name: string): string | null };
  nextUrl: { pathname: string };
}): { https: boolean; host: string; pathname: string } {
  return {
    https: isHttpsRequest(request.headers),
    host: new URL(siteEnv().siteUrl).hostname,
    pathname: request.nextUrl.pathname,
  };
}
