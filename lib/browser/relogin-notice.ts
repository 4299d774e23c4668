// A 401 shows 请重新登录 and goes to /login. The page that got the 401 is left at
// once, so the message travels in sessionStorage and /login shows it.

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
