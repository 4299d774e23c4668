import { siteEnv } from "../shared/env";

// Where API calls go. The server talks to MEEDU_API_URL directly; the browser always
// talks to /api/ on the site's own origin (app/api/[...path]/route.ts), which forwards to
// the backend and attaches the member's token from the HttpOnly session cookie. A direct
// browser → backend mode cannot exist: page scripts never see the token.

export const BROWSER_API_BASE = "/api/";

export function serverApiOrigin(): string {
  return siteEnv().meeduApiUrl;
}

export function apiBase(): string {
  return typeof window === "undefined" ? `${serverApiOrigin()}/api/` : BROWSER_API_BASE;
}
