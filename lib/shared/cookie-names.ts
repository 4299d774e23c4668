import { SESSION_MARKER_KEY, TOKEN_KEY } from "./storage-keys";

// On https every cookie the site sets is named with the __Host- prefix: browsers keep such a
// cookie only when this very host set it Secure, with Path=/ and without Domain, so a sibling
// subdomain can neither set nor replace it, and the plain name (which a sibling can set for the
// whole domain) counts for nothing there. Plain http (local use) keeps the plain names.

export const HOST_COOKIE_PREFIX = "__Host-";

interface HeaderReader {
  get(name: string): string | null;
}

/**
 * Whether the visitor reached the site over https, as the site decided it: the site server
 * (server/site-server.ts) and nginx set x-forwarded-proto themselves, from the socket or a trusted proxy.
 */
export function isHttpsRequest(headers: HeaderReader): boolean {
  return headers.get("x-forwarded-proto") === "https";
}

/** The name `base` (a key of storage-keys.ts) goes by on https or on plain http. */
export function siteCookieName(base: string, https: boolean): string {
  return https ? `${HOST_COOKIE_PREFIX}${base}` : base;
}

/** Every name a session cookie may arrive under (nginx's "a member, never from the cache" check). */
export const SESSION_COOKIE_SPELLINGS = [TOKEN_KEY, SESSION_MARKER_KEY].flatMap((base) => [
  base,
  siteCookieName(base, true),
]);
