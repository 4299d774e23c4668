import type { NextResponse } from "next/server";
import { SESSION_MARKER_KEY, SESSION_MARKER_VALUE, TOKEN_KEY, TOKEN_LIFETIME_DAYS } from "../shared/storage-keys";

interface RequestCookies {
  get(name: string): { value: string } | undefined;
}

/** How long shared caches (a CDN, nginx) may keep a public page, and serve it stale while refreshing. */
export const PUBLIC_PAGE_MAX_AGE = 60;
export const PUBLIC_PAGE_STALE_SECONDS = 300;

/**
 * Public pages are the same HTML for everyone, but a response that carries a member's
 * cookies (or sets one) must never be stored by a shared cache.
 */
export function publicCacheControl(cookies: RequestCookies): string {
  const anonymous = !cookies.get(TOKEN_KEY)?.value && !cookies.get(SESSION_MARKER_KEY)?.value;
  return anonymous
    ? `public, s-maxage=${PUBLIC_PAGE_MAX_AGE}, stale-while-revalidate=${PUBLIC_PAGE_STALE_SECONDS}`
    : "private, no-store";
}

/**
 * The token cookie is HttpOnly, so page scripts learn that a member is signed in from a
 * readable marker cookie next to it (it holds no secret). Keep the two in step.
 */
export function syncSessionMarker(cookies: RequestCookies, response: NextResponse): NextResponse {
  const hasToken = Boolean(cookies.get(TOKEN_KEY)?.value);
  const hasMarker = cookies.get(SESSION_MARKER_KEY)?.value === SESSION_MARKER_VALUE;
  if (hasToken && !hasMarker) {
    response.cookies.set(SESSION_MARKER_KEY, SESSION_MARKER_VALUE, {
      path: "/",
      sameSite: "lax",
      maxAge: TOKEN_LIFETIME_DAYS * 24 * 3600,
    });
  } else if (!hasToken && cookies.get(SESSION_MARKER_KEY)) {
    response.cookies.delete(SESSION_MARKER_KEY);
  }
  return response;
}
