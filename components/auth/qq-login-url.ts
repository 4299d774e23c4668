// Builds the browser address that starts QQ login (a page of the backend that redirects to QQ). Pure, for testing.

/** The API refuses s_url / f_url longer than this. */
export const SOCIALITE_URL_MAX_LENGTH = 255;

export interface PageLocation {
  origin: string;
  pathname: string;
  search: string;
}

function withoutLoginParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("login_code");
  params.delete("action");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** Where QQ sends the user back after a successful authorisation. */
export function qqSuccessUrl({ origin, pathname, search }: PageLocation): string {
  if (pathname === "/login" || pathname === "/login/callback") {
    const redirect = new URLSearchParams(search).get("redirect") || "/";
    const url = `${origin}/login/callback?redirect=${encodeURIComponent(redirect)}`;
    return url.length <= SOCIALITE_URL_MAX_LENGTH ? url : `${origin}/login/callback?redirect=%2F`;
  }
  const url = `${origin}${pathname}${withoutLoginParams(search)}`;
  if (url.length <= SOCIALITE_URL_MAX_LENGTH) return url;
  const pathOnly = `${origin}${pathname}`;
  return pathOnly.length <= SOCIALITE_URL_MAX_LENGTH ? pathOnly : `${origin}/`;
}

/** Failure return: always the site's own /error page, never relative to the current path. */
export function qqFailureUrl({ origin }: Pick<PageLocation, "origin">): string {
  return `${origin}/error`;
}

export function buildQqLoginUrl(apiOrigin: string, location: PageLocation): string {
  const params = new URLSearchParams({
    s_url: qqSuccessUrl(location),
    f_url: qqFailureUrl(location),
    action: "login",
  });
  return `${apiOrigin.replace(/\/+$/, "")}/api/v3/auth/login/socialite/qq?${params.toString()}`;
}
