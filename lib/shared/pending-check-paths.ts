import { safeRedirectPath } from "./safe-redirect";

// Addresses of the two pending-check pages, carrying where to continue afterwards.

function withRedirect(page: string, next: string): string {
  const target = safeRedirectPath(next);
  return target === "/" ? page : `${page}?redirect=${encodeURIComponent(target)}`;
}

export const BIND_MOBILE_PATH = "/bind-mobile";
export const FACE_CHECK_PATH = "/face-check";

export function bindMobilePathFor(next: string): string {
  return withRedirect(BIND_MOBILE_PATH, next);
}

export function faceCheckPathFor(next: string): string {
  return withRedirect(FACE_CHECK_PATH, next);
}

/** The current address without the social-login parameters (login_code, action). */
export function withoutLoginCodeParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("login_code");
  params.delete("action");
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
