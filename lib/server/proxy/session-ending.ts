import "server-only";
import { LOGOUT_PATH } from "./session-response";

// When an /api answer clears the session cookies. A browser leaves a SameSite=Lax cookie off a
// cross-site POST, so "the backend refused the session" on such a request refused nothing it
// carried: only a request that carried the session may end it.

/** How the backend exchange went, as far as the session goes. */
export type ExchangeOutcome =
  /** Any answer but a refusal of the token (the throttle has its own outcome). */
  | "answered"
  /** MeEdu's 401 (HTTP or envelope): the token is expired, logged out or unknown. */
  | "session-refused"
  | "throttled"
  /** No answer (backend down, timeout). */
  | "unreachable";

export interface SessionExchange {
  /** The request carried the session cookie (the proxy sent it on as Bearer). */
  carried: boolean;
  method: string;
  /** The path below /api/. */
  path: string;
  outcome: ExchangeOutcome;
}

/**
 * A logout POST that carried the session ends it whatever the backend did (signing out never
 * depends on the backend answering); a refusal ends it when the refused token was ours to send.
 */
export function endsSession({ carried, method, path, outcome }: SessionExchange): boolean {
  if (!carried) return false;
  return (path === LOGOUT_PATH && method === "POST") || outcome === "session-refused";
}
