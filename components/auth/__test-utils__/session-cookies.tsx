import { useSessionMarker } from "@/lib/browser/session-marker";

// The session as page scripts see it: the token cookie is HttpOnly (invisible here), the
// readable marker meedu-signed-in=1 next to it is what the /api proxy's Set-Cookie leaves.

const EXPIRED = "expires=Thu, 01 Jan 1970 00:00:00 GMT";

/** Stands in for the /api proxy answering a login: only the readable marker reaches scripts. */
export function proxySignsIn(): void {
  document.cookie = "meedu-signed-in=1; path=/";
}

export function clearSessionCookies(): void {
  document.cookie = `meedu-signed-in=; path=/; ${EXPIRED}`;
  document.cookie = `meedu-user-token=; path=/; ${EXPIRED}`;
}

/** The names of the cookies page scripts can read. */
export function scriptCookieNames(): string[] {
  return document.cookie
    .split(";")
    .map((part) => part.trim().split("=")[0])
    .filter(Boolean);
}

/** Shows what useSessionMarker reports; it only changes when the session change is announced. */
export function SessionMarkerProbe() {
  return <p data-testid="session-marker">{useSessionMarker() ? "signed-in" : "signed-out"}</p>;
}
