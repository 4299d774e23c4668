import "server-only";
import { LOGOUT_PATH, mayIssueToken } from "./session-response";

// The browser sends the HttpOnly session cookie by itself (SameSite=Lax: on top-level GETs from
// any site and on every request from a sibling subdomain), and MeEdu changes state on some GETs.
// So the /api proxy acts with or on the session only for requests the site's own pages make:
// a fetch from this origin, never a navigation, an <img> or a form from anywhere.

export interface ProxiedRequest {
  method: string;
  /** The path below /api/, e.g. "v2/course/2/like". */
  path: string;
  /** The request carries the session (token) cookie. */
  carriesSession: boolean;
  headers: { get(name: string): string | null };
}

/** False when the proxy must refuse the request: it touches the session and did not come from our own pages. */
export function mayActForSession(request: ProxiedRequest, siteOrigin: string): boolean {
  return !touchesSession(request) || comesFromOwnPage(request, siteOrigin);
}

/** Carries the session, or would set it (login answers) or clear it (logout). */
function touchesSession({ path, carriesSession }: ProxiedRequest): boolean {
  return carriesSession || mayIssueToken(path) || path === LOGOUT_PATH;
}

function comesFromOwnPage({ headers }: ProxiedRequest, siteOrigin: string): boolean {
  const dest = headers.get("sec-fetch-dest");
  if (headers.get("sec-fetch-mode") === "navigate" || (dest !== null && dest !== "empty")) return false;

  const site = headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";

  // No Fetch Metadata (an older browser; Node's fetch sends only Sec-Fetch-Mode): browsers send
  // Origin with every POST, PUT and DELETE, and our pages' own reads carry their Referer (the
  // site's policy keeps it on same-origin requests). A request with neither is not shown to come
  // from our pages: a top-level link from a page that sends no referrer looks like that, and
  // MeEdu changes state on some GETs (收藏, 全部已读).
  const claimed = headers.get("origin") ?? headers.get("referer");
  return claimed !== null && originOf(claimed) === siteOrigin;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null; // "null" (sandboxed pages, privacy redirects) or garbage: no origin to trust
  }
}
