// A 401 shows 请重新登录 and goes to /login. The page that got the 401 is left at
// once, so the message travels in sessionStorage and /login shows it. A member page the
// server refused to render (an expired token) says so with ?relogin=1 on the /login address.

import { RELOGIN_MESSAGE } from "../api/errors";
import { RELOGIN_PARAM } from "../shared/safe-redirect";

const NOTICE_KEY = "meedu-relogin-notice";

export function rememberReloginNotice(message: string): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, message);
  } catch {
    // storage can be unavailable; the redirect still happens
  }
}

/** The message left by the page that was sent to /login, once. */
export function takeReloginNotice(): string | null {
  try {
    const message = window.sessionStorage.getItem(NOTICE_KEY);
    if (message) window.sessionStorage.removeItem(NOTICE_KEY);
    return message;
  } catch {
    return null; // storage unavailable: no notice to show
  }
}

/** Whether this address is the /login a server render sent here because it refused the session. */
export const carriesReloginFlag = (search: string) => new URLSearchParams(search).get(RELOGIN_PARAM) === "1";

/** 请重新登录 when the address carries ?relogin=1, which is then removed (a reload must not repeat it). */
export function takeReloginFlag(): string | null {
  const url = new URL(window.location.href);
  if (!carriesReloginFlag(url.search)) return null;
  url.searchParams.delete(RELOGIN_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return RELOGIN_MESSAGE;
}
