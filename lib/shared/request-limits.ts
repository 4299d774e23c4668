// Limits on what a request may bring, declared once: the site server (`npm start`), middleware and
// the nginx kit (deploy/render-nginx-conf.ts) all read them from here.
import { REQUEST_TIMEOUT_MS } from "../api/request-deadline";

/** Longer user agents are cut before routing and bot detection (Next's bot test slows on long words). */
export const MAX_USER_AGENT_BYTES = 512;

/** A request target longer than this is answered 414 (search keywords are capped at 100 characters). */
export const MAX_REQUEST_TARGET_BYTES = 4096;

/** All request headers together; more is answered 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** Request bodies for /api (avatar uploads are the largest); page addresses take none. */
export const MAX_API_BODY_BYTES = 3 * 1024 * 1024;

/** A body must arrive within this long, or the request is answered 408. */
export const BODY_READ_TIMEOUT_MS = 10_000;

/**
 * An answer not finished this long after its request arrived is given up and its connection
 * closed (`npm start`): the body's time, one render deadline, and the time to send its error page.
 */
export const ANSWER_TIMEOUT_MS = BODY_READ_TIMEOUT_MS + REQUEST_TIMEOUT_MS + 500;

/** Methods the site answers at all; TRACE, TRACK, CONNECT and the like get 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * Prefixes of the query parameter names Next reads as its own (route parameters, interception
 * markers): never part of a page's address.
 */
export const NEXT_INTERNAL_QUERY_PREFIXES = ["nxtP", "nxtI"] as const;

/**
 * Requests of Next's client router (RSC payloads, prefetches, server actions): they depend on the
 * client's state, so no shared cache may keep their answers. Next hides these headers from
 * middleware; the nginx kit reads them (it passes such requests by its cache and marks their
 * answers private for any cache after it).
 */
export const ROUTER_REQUEST_HEADERS = ["rsc", "next-router-prefetch", "next-action"] as const;

/**
 * The router's cache-busting parameter. Next reads it however it is spelled (`_rsc`, `_rsc=…`,
 * `%5frsc=…`) and drops it before middleware sees the address; outside the router's own requests
 * (header RSC: 1) it only makes a second spelling of a page, so it is refused there.
 */
export const ROUTER_QUERY_NAME = "_rsc";

/**
 * A raw query string's parameter names as Next reads them (URLSearchParams): percent-decoded, so
 * `%6ExtP` is `nxtP`. The constructor drops one leading "?", which here belongs to the first name.
 */
function parameterNames(rawQuery: string): string[] {
  return [...new URLSearchParams(`?${rawQuery}`).keys()];
}

/** Whether a raw query string names one of Next's own parameters, in any spelling. */
export function namesNextInternalQuery(rawQuery: string): boolean {
  return parameterNames(rawQuery).some((name) =>
    NEXT_INTERNAL_QUERY_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
}

/** Whether a raw query string names the router's parameter, in any spelling. */
export function namesRouterQuery(rawQuery: string): boolean {
  return parameterNames(rawQuery).includes(ROUTER_QUERY_NAME);
}
