import Cookies from "js-cookie";
import {
  BIND_MOBILE_FLAG_KEY,
  FACE_CHECK_FLAG_KEY,
  MSV_KEY,
  PENDING_FLAG_VALUE,
  TOKEN_LIFETIME_DAYS,
} from "../shared/storage-keys";
import { browserCookieName } from "./site-cookie-name";

// Browser-side reads and writes of the pending-check flags and msv. The login token is not
// here: it lives in an HttpOnly cookie that only the site's server sets and reads. The flags are
// named as every cookie of the site is (__Host- on https: Secure, Path=/, no Domain).

function cookieAttributes(days?: number): Cookies.CookieAttributes {
  const secure = typeof window !== "undefined" && window.location.protocol === "https:";
  return { path: "/", sameSite: "Lax", secure, ...(days ? { expires: days } : {}) };
}

function setFlag(key: string, pending: boolean): void {
  const name = browserCookieName(key);
  if (pending) Cookies.set(name, PENDING_FLAG_VALUE, cookieAttributes(TOKEN_LIFETIME_DAYS));
  else Cookies.remove(name, cookieAttributes());
}

export function setBindMobilePending(pending: boolean): void {
  setFlag(BIND_MOBILE_FLAG_KEY, pending);
}

export function setFaceCheckPending(pending: boolean): void {
  setFlag(FACE_CHECK_FLAG_KEY, pending);
}

export function isFaceCheckPending(): boolean {
  return Cookies.get(browserCookieName(FACE_CHECK_FLAG_KEY)) === PENDING_FLAG_VALUE;
}

export function clearPendingFlags(): void {
  setBindMobilePending(false);
  setFaceCheckPending(false);
}

export function getMsv(): string {
  try {
    return window.localStorage.getItem(MSV_KEY) ?? "";
  } catch {
    return ""; // storage unavailable (private mode): no referral hint
  }
}

export function saveMsv(msv: string): void {
  try {
    window.localStorage.setItem(MSV_KEY, msv);
  } catch {
    // storage can be unavailable (private mode); msv is only a referral hint
  }
}
