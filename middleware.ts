import { NextResponse, type NextRequest } from "next/server";
import { siteEnv } from "@/lib/shared/env";
import { isMobileUserAgent, mapToH5Url } from "@/lib/shared/h5-redirect";
import { cachedH5Url } from "@/lib/edge/h5-config-cache";
import { isProtectedPath } from "@/lib/edge/protected-routes";
import { publicCacheControl, syncSessionMarker } from "@/lib/edge/session-marker";
import { bindMobilePathFor, faceCheckPathFor } from "@/lib/shared/pending-check-paths";
import { isInternalViewPath, publicViewPath } from "@/lib/shared/public-page-views";
import { loginPathFor } from "@/lib/shared/safe-redirect";
import { BIND_MOBILE_FLAG_KEY, FACE_CHECK_FLAG_KEY, PENDING_FLAG_VALUE, TOKEN_KEY } from "@/lib/shared/storage-keys";

/** A path no route answers: internal view paths asked for directly end here (404). */
const NOT_FOUND_PATH = "/404";

// Optimistic checks only, from cookies: protected pages re-check the member with the API.
export async function middleware(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;

  if (isMobileUserAgent(request.headers.get("user-agent") ?? "")) {
    const h5Url = await cachedH5Url();
    if (h5Url) {
      const target = mapToH5Url({ h5Url, pathname, search, style: siteEnv().h5RouteStyle });
      if (target) return NextResponse.redirect(target);
    }
  }

  if (isInternalViewPath(pathname)) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }

  const viewPath = publicViewPath(pathname, searchParams);
  if (viewPath) {
    const response = NextResponse.rewrite(new URL(viewPath, request.url));
    response.headers.set("Cache-Control", publicCacheControl(request.cookies));
    return syncSessionMarker(request.cookies, response);
  }

  if (!isProtectedPath(pathname)) return syncSessionMarker(request.cookies, NextResponse.next());

  const cookies = request.cookies;
  if (!cookies.get(TOKEN_KEY)?.value) {
    return NextResponse.redirect(new URL(loginPathFor(pathname + search), request.url));
  }
  if (cookies.get(BIND_MOBILE_FLAG_KEY)?.value === PENDING_FLAG_VALUE) {
    return NextResponse.redirect(new URL(bindMobilePathFor(pathname + search), request.url));
  }
  if (cookies.get(FACE_CHECK_FLAG_KEY)?.value === PENDING_FLAG_VALUE) {
    return NextResponse.redirect(new URL(faceCheckPathFor(pathname + search), request.url));
  }
  return syncSessionMarker(cookies, NextResponse.next());
}

export const config = {
  // Node.js, not the edge sandbox: cheaper per request, and the shared cache handler loads here.
  runtime: "nodejs",
  matcher: ["/((?!api/|_next/static|_next/image|images/|og/|favicon.ico|icon.svg|apple-icon.png).*)"],
};
