import { NextResponse, type NextRequest } from "next/server";
import { isMobileUserAgent, mapToH5Url } from "@/lib/h5-redirect";
import { cachedH5Url } from "@/lib/middleware/h5-config-cache";
import { isProtectedPath } from "@/lib/middleware/protected-routes";
import { bindMobilePathFor, faceCheckPathFor } from "@/lib/pending-check-paths";
import { loginPathFor } from "@/lib/safe-redirect";
import { BIND_MOBILE_FLAG_KEY, FACE_CHECK_FLAG_KEY, PENDING_FLAG_VALUE, TOKEN_KEY } from "@/lib/storage-keys";

// Optimistic checks only (architecture §5): pages re-check with the API.
export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  if (isMobileUserAgent(request.headers.get("user-agent") ?? "")) {
    const h5Url = await cachedH5Url();
    if (h5Url) {
      const style = process.env.MEEDU_H5_ROUTE_STYLE === "path" ? "path" : "hash";
      const target = mapToH5Url({ h5Url, pathname, search, style });
      if (target) return NextResponse.redirect(target);
    }
  }

  if (!isProtectedPath(pathname)) return NextResponse.next();

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
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|images/|favicon.ico|robots.txt|sitemap.xml).*)"],
};
