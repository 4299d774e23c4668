import { NextResponse, type NextRequest } from "next/server";
import { assetOriginsFor, contentSecurityPolicy, securityHeaders } from "@/lib/edge/security-headers";
import { cachedH5Url } from "@/lib/edge/h5-config-cache";
import { isProtectedPath } from "@/lib/edge/protected-routes";
import { appendConflictClearing, conflictScopeOf } from "@/lib/edge/session-cookie";
import { publicCacheControl, syncSessionMarker } from "@/lib/edge/session-marker";
import { cappedUserAgent } from "@/lib/edge/user-agent-cap";
import { analyticsOrigins } from "@/lib/shared/analytics";
import { siteEnv } from "@/lib/shared/env";
import { mapToH5Url } from "@/lib/shared/h5-redirect";
import { indexNowKeyPath } from "@/lib/shared/indexnow-key";
import { bindMobilePathFor, faceCheckPathFor } from "@/lib/shared/pending-check-paths";
import { isPhoneUserAgent } from "@/lib/shared/phone-user-agent";
import { ALLOWED_METHODS } from "@/lib/shared/request-limits";
import { matchRoute, type RouteMatch } from "@/lib/shared/routes/match-route";
import { isInternalPath, notFoundHandoff, publicRequest } from "@/lib/shared/routes/public-views";
import { namesMissingRecord } from "@/lib/edge/missing-record";
import { isValidRequestId, newRequestId, REQUEST_ID_HEADER } from "@/lib/shared/request-id";
import { serverHooks } from "@/lib/shared/server-hooks";
import { loginPathFor, reloginPathFor } from "@/lib/shared/safe-redirect";
import { isHttpsRequest, siteCookieName } from "@/lib/shared/cookie-names";
import { readRequestSession } from "@/lib/shared/request-session";
import { BIND_MOBILE_FLAG_KEY, FACE_CHECK_FLAG_KEY, PENDING_FLAG_VALUE } from "@/lib/shared/storage-keys";

// The per-request policy of the site, in one place: methods, the user-agent cap, phones → H5,
// one canonical address per public page (served from its cached view), protected routes, and the
// security headers. Optimistic checks only, from cookies: protected pages re-check with the API.

/** A path no route answers: internal view paths asked for directly end here (404). */
const NOT_FOUND_PATH = "/404";
const ALLOWED = new Set<string>(ALLOWED_METHODS);

let policy: string | null = null;
const contentPolicy = () =>
  (policy ??= contentSecurityPolicy(assetOriginsFor(siteEnv()), analyticsOrigins(siteEnv().analytics)));

function withSecurityHeaders(request: NextRequest, response: NextResponse): NextResponse {
  const https = request.headers.get("x-forwarded-proto") === "https";
  for (const [name, value] of Object.entries(securityHeaders(contentPolicy(), https)))
    response.headers.set(name, value);
  return response;
}

/** Next's own addresses (its build files, the development overlay's endpoints): left to Next. */
const isNextOwnPath = (pathname: string) => pathname.startsWith("/_next/") || pathname.startsWith("/__nextjs");

/** The IndexNow key file route matches any key: only the deployment's own is a file of the site. */
function isOtherKeyFile(match: RouteMatch | null): boolean {
  if (match?.route.name !== "indexnow-key") return false;
  const key = siteEnv().indexNow?.key;
  return !key || match.canonicalPath !== indexNowKeyPath(key);
}

function redirect(request: NextRequest, location: string, status = 307): NextResponse {
  return NextResponse.redirect(new URL(location, request.url), status);
}

/**
 * Where this request goes; `match` is its route in the registry (matched once per request),
 * `requestHeaders` carries the capped user agent to the render.
 */
async function route(
  request: NextRequest,
  match: RouteMatch | null,
  userAgent: string,
  requestHeaders?: Headers,
): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const passOn = requestHeaders ? { request: { headers: requestHeaders } } : undefined;

  if (!match?.route.file && isPhoneUserAgent(userAgent)) {
    const h5Url = await cachedH5Url();
    if (h5Url) {
      const target = mapToH5Url({ h5Url, pathname, search, style: siteEnv().h5RouteStyle });
      // The forward depends on the user agent: a cache in front (a CDN) must not hand it to a desktop
      // (Google's advice for user-agent redirects, too).
      if (target) return NextResponse.redirect(target, { headers: { Vary: "User-Agent" } });
    }
  }

  const internal = isInternalPath(pathname) || isOtherKeyFile(match);
  const fragment = internal || (!match && !isNextOwnPath(pathname)) ? notFoundHandoff(search) : null;
  if (fragment !== null) {
    // The same origin and path, built from the request's URL (a path such as //host stays a path).
    const bare = new URL(request.url);
    bare.search = "";
    bare.hash = fragment;
    const response = NextResponse.redirect(bare, 307);
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  }
  const notFound = () => NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), passOn);
  if (internal) return notFound();

  if (match?.route.access === "public") {
    const decision = publicRequest(match, pathname + search);
    if (decision.kind === "redirect") return redirect(request, decision.location, 308);
    if (decision.kind === "handoff") {
      // One visitor's own values (a login code) in the Location: no cache may keep or share it.
      const handoff = redirect(request, decision.location);
      handoff.headers.set("Cache-Control", "private, no-store");
      return handoff;
    }
    if (await namesMissingRecord(match, request.nextUrl.searchParams)) return notFound();
    const response = NextResponse.rewrite(new URL(decision.path, request.url), passOn);
    response.headers.set("Cache-Control", publicCacheControl(request));
    return syncSessionMarker(request, response);
  }

  const cookies = request.cookies;
  if (!isProtectedPath(pathname)) return syncSessionMarker(request, NextResponse.next(passOn));
  const session = readRequestSession(request.headers);
  if (session.kind === "conflict") {
    // Two session cookies (one planted): signed out, told so on /login, and the cookies cleared.
    const refused = redirect(request, reloginPathFor(pathname + search));
    appendConflictClearing(refused.headers, conflictScopeOf(request));
    return refused;
  }
  if (session.kind === "none") return redirect(request, loginPathFor(pathname + search));
  const flag = (key: string) => cookies.get(siteCookieName(key, isHttpsRequest(request.headers)))?.value;
  if (flag(BIND_MOBILE_FLAG_KEY) === PENDING_FLAG_VALUE) {
    return redirect(request, bindMobilePathFor(pathname + search));
  }
  if (flag(FACE_CHECK_FLAG_KEY) === PENDING_FLAG_VALUE) {
    return redirect(request, faceCheckPathFor(pathname + search));
  }
  if (match && (await namesMissingRecord(match, request.nextUrl.searchParams))) return notFound();
  return syncSessionMarker(request, NextResponse.next(passOn));
}

async function respond(request: NextRequest, requestId: string): Promise<NextResponse> {
  if (!ALLOWED.has(request.method)) {
    return new NextResponse("请求方法不被允许", {
      status: 405,
      headers: { Allow: ALLOWED_METHODS.join(", "), "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const capped = cappedUserAgent(request.headers.get("user-agent"));
  let requestHeaders: Headers | undefined;
  const passOnHeader = (name: string, value: string) => {
    requestHeaders ??= new Headers(request.headers);
    requestHeaders.set(name, value);
  };
  if (capped !== null) passOnHeader("user-agent", capped);
  if (request.headers.get(REQUEST_ID_HEADER) !== requestId) passOnHeader(REQUEST_ID_HEADER, requestId);
  const { pathname } = request.nextUrl;
  // The browser's API and the endpoints for machines are not pages: no page policy, no page headers.
  const browserApi = pathname.startsWith("/api/");
  const match = browserApi ? null : matchRoute(pathname);
  if (browserApi || match?.route.endpoint) {
    const response = NextResponse.next(requestHeaders ? { request: { headers: requestHeaders } } : undefined);
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  }
  const userAgent = capped ?? request.headers.get("user-agent") ?? "";
  return withSecurityHeaders(request, await route(request, match, userAgent, requestHeaders));
}

export async function middleware(request: NextRequest) {
  const startedAt = performance.now();
  const incoming = request.headers.get(REQUEST_ID_HEADER);
  // nginx and npm start's entry point always set one; a request that reached Next directly gets one here.
  const requestId = isValidRequestId(incoming) ? incoming : newRequestId();
  const response = await respond(request, requestId);
  response.headers.set("X-Request-Id", requestId);
  // A continued request (200: next or rewrite) is answered by the render, which Next's request
  // span records; anything else is this middleware's own answer, recorded here.
  const recorder = response.status !== 200 && siteEnv().requestRecorder === "next" ? serverHooks() : null;
  recorder?.observeRequest({
    method: request.method,
    target: request.nextUrl.pathname,
    status: response.status,
    durationMs: performance.now() - startedAt,
    requestId,
  });
  return response;
}

export const config = {
  // Node.js, not the edge sandbox: cheaper per request, and the shared cache handler loads here.
  runtime: "nodejs",
  // Everything but Next's own build files and the public folder's files.
  matcher: ["/((?!_next/static|_next/image|images/|vendor/|favicon.ico|icon.svg|apple-icon.png).*)"],
};
