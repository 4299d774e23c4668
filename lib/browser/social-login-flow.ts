// A social sign-in this browser tab started itself: QQ login ("login") or the member centre
// binding QQ ("bind"). A login_code coming back in the URL is used only when such a start is
// pending, so a link carrying someone else's code cannot sign a visitor into that account
// (login CSRF) or bind that QQ to a member's account.
//
// MeEdu's socialite API has no state parameter, and it appends login_code to s_url, so the
// state cannot travel with the code: it stays in this tab's sessionStorage, which survives
// the round trip through QQ and is not shared with other tabs.

export type SocialFlow = "login" | "bind";

export const SOCIAL_FLOW_KEY = "meedu-social-flow";
/** As long as the API keeps a login_code (600 s). */
export const SOCIAL_FLOW_LIFETIME_MS = 10 * 60 * 1000;

interface StartedFlow {
  state: string;
  flow: SocialFlow;
  startedAt: number;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function parse(raw: string | null): StartedFlow | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StartedFlow>;
    const valid =
      typeof value.state === "string" &&
      value.state.length > 0 &&
      (value.flow === "login" || value.flow === "bind") &&
      typeof value.startedAt === "number";
    return valid ? (value as StartedFlow) : null;
  } catch {
    return null; // not JSON: no valid start
  }
}

/** Call right before leaving for the provider. Without sessionStorage the return is refused. */
export function startSocialFlow(flow: SocialFlow, now = Date.now()): void {
  const started: StartedFlow = { state: randomState(), flow, startedAt: now };
  try {
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify(started));
  } catch {
    // No storage (some private modes): the code that comes back will be refused.
  }
}

/**
 * Consumes the pending start, whatever it was: true only when it is `flow` and younger than
 * SOCIAL_FLOW_LIFETIME_MS. One start lets one code in.
 */
export function takeSocialFlow(flow: SocialFlow, now = Date.now()): boolean {
  let started: StartedFlow | null = null;
  try {
    started = parse(window.sessionStorage.getItem(SOCIAL_FLOW_KEY));
    window.sessionStorage.removeItem(SOCIAL_FLOW_KEY);
  } catch {
    return false; // no storage, so no start was recorded here: the code is refused
  }
  if (!started || started.flow !== flow) return false;
  const age = now - started.startedAt;
  return age >= 0 && age <= SOCIAL_FLOW_LIFETIME_MS;
}
