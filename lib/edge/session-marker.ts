import type { NextResponse } from "next/server";
import { isHttpsRequest, SESSION_COOKIE_SPELLINGS, siteCookieName } from "../shared/cookie-names";
import { carriesSession, cookieValues, readRequestSession } from "../shared/request-session";
import { SESSION_MARKER_KEY, SESSION_MARKER_VALUE } from "../shared/storage-keys";
import { SESSION_COOKIE_MAX_AGE } from "./session-cookie";

interface IncomingRequest {
  headers: { get(name: string): string | null };
}

/** How long shared caches (a CDN, nginx) may keep a public page, and serve it stale while refreshing. */
export const PUBLIC_PAGE_MAX_AGE = 60;
export const PUBLIC_PAGE_STALE_SECONDS = 300;

/**
 * Public pages are the same HTML for everyone, but a response to a request that carries
 * session cookies (under any name, counted or not) or sets one must never be stored by a shared cache.
 */
export function publicCacheControl(request: IncomingRequest): string {
  const header = request.headers.get("cookie");
  const anonymous =
    !carriesSession(readRequestSession(request.headers)) &&
    SESSION_COOKIE_SPELLINGS.every((name) => !cookieValues(header, name).some(Boolean));
  return anonymous
    ? `public, s-maxage=${PUBLIC_PAGE_MAX_AGE}, stale-while-revalidate=${PUBLIC_PAGE_STALE_SECONDS}`
    : "private, no-store";
}

/**
 * The token cookie is HttpOnly, so page scripts learn that a member is signed in from a
 * readable marker cookie next to it (it holds no secret). Keep the two in step. A conflicting
 * pair of tokens keeps its marker too: the page's member read then meets the /api proxy's
 * refusal, which clears them and says 请重新登录.
 */
export function syncSessionMarker(request: IncomingRequest, response: NextResponse): NextResponse {
  const https = isHttpsRequest(request.headers);
  const name = siteCookieName(SESSION_MARKER_KEY, https);
  const markers = cookieValues(request.headers.get("cookie"), name);
  const carried = carriesSession(readRequestSession(request.headers));
  const options = { path: "/", sameSite: "lax", secure: https } as const;
  if (carried && markers.at(-1) !== SESSION_MARKER_VALUE) {
    response.cookies.set(name, SESSION_MARKER_VALUE, { ...options, maxAge: SESSION_COOKIE_MAX_AGE });
  } else if (!carried && markers.length > 0) {
    // Deleted with the attributes it was set with: browsers refuse a __Host- cookie without Secure.
    response.cookies.set(name, "", { ...options, maxAge: 0 });
  }
  return response;
}
