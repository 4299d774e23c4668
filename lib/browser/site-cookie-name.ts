import { siteCookieName } from "../shared/cookie-names";

/** The name the site's cookie `base` goes by on this page (__Host- prefixed on https, as the server names it). */
export function browserCookieName(base: string): string {
  return siteCookieName(base, typeof window !== "undefined" && window.location.protocol === "https:");
}
