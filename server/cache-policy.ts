import type { IncomingHttpHeaders } from "node:http";
import { boundedMemo } from "../lib/shared/bounded-memo";
import { isMobileUserAgent } from "../lib/shared/h5-redirect";
import { publicViewPath } from "../lib/shared/public-page-views";
import { SESSION_MARKER_KEY, TOKEN_KEY } from "../lib/shared/storage-keys";

// Which requests the site server answers from its response cache, and for how long.
// Only what is the same for everyone: anonymous GETs of the public pages (keyed by the
// view they stand for, so ?utm_source=… shares the entry) and Next's immutable static files.

/** Longest a page is served from memory without asking Next's cache (which revalidates it every 60 s). */
export const PAGE_FRESH_MS = 10_000;
/** A page Next answered from a stale entry is asked for again almost at once: Next is refreshing it. */
export const STALE_PAGE_FRESH_MS = 1_000;
/** Next's static files are content-hashed: they never change. */
export const STATIC_FILE_MS = 24 * 3600_000;

const STATIC_PREFIX = "/_next/static/";
const PAGE_KEY_PREFIX = "page:";
/** Phones may be sent to the school's H5 site by middleware, so their pages are kept apart (a redirect never is). */
const PHONE_PAGE_KEY_PREFIX = "page:phone:";

export const isPageKey = (key: string) => key.startsWith(PAGE_KEY_PREFIX);
export const isPhonePageKey = (key: string) => key.startsWith(PHONE_PAGE_KEY_PREFIX);

function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(/;\s*/)
    .some((pair) => pair.startsWith(`${TOKEN_KEY}=`) || pair.startsWith(`${SESSION_MARKER_KEY}=`));
}

/** URL → page key (or null), remembered: the same few addresses arrive over and over. */
const pageKeyForUrl = boundedMemo(10_000, (url: string): string | null => {
  const queryAt = url.indexOf("?");
  const query = new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt + 1));
  const view = query.has("_rsc") ? null : publicViewPath(queryAt === -1 ? url : url.slice(0, queryAt), query);
  return view ? `${PAGE_KEY_PREFIX}${view}` : null;
});

/** The cache key for a request, or null when it must go to Next. */
export function cacheKeyFor(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): string | null {
  if ((method !== "GET" && method !== "HEAD") || !url) return null;
  if (url.startsWith(STATIC_PREFIX)) return url.includes("?") ? null : `static:${url}`;
  // Router requests (RSC payloads, prefetches, actions) differ per client state: Next answers them.
  if (headers.rsc || headers["next-router-prefetch"] || headers["next-action"]) return null;
  const key = pageKeyForUrl(url);
  if (!key || hasSessionCookie(headers.cookie)) return null;
  return isMobileUserAgent(headers["user-agent"] ?? "")
    ? PHONE_PAGE_KEY_PREFIX + key.slice(PAGE_KEY_PREFIX.length)
    : key;
}

export interface ResponseFacts {
  status: number;
  headers: Record<string, string>;
}

/** How long a finished response may be served from memory; 0 = not at all. */
export function freshnessMs(key: string, response: ResponseFacts): number {
  const { status, headers } = response;
  if (headers["set-cookie"]) return 0;
  const cacheControl = (headers["cache-control"] ?? "").toLowerCase();
  if (/private|no-store|no-cache/.test(cacheControl)) return 0;
  if (!isPageKey(key)) return status === 200 && cacheControl.includes("immutable") ? STATIC_FILE_MS : 0;
  if (status !== 200 && status !== 404) return 0;
  if (!/s-maxage=\d+/.test(cacheControl)) return 0;
  return headers["x-nextjs-cache"]?.toUpperCase() === "STALE" ? STALE_PAGE_FRESH_MS : PAGE_FRESH_MS;
}
