import type { UserState } from "./user-store";

/**
 * Who is asking, as far as this page knows: a member; a visitor (no session cookie); a session
 * still loading; or one the API could not confirm (busy, unreachable). Only "visitor" is offered
 * the login dialog; "unknown" is told 服务繁忙，请稍后再试 where an action needs the backend.
 */
export type SessionStatus = "member" | "visitor" | "loading" | "unknown";

export function sessionStatus(state: Pick<UserState, "isLogin" | "sessionUnknown">, hasMarker: boolean): SessionStatus {
  if (state.isLogin) return "member";
  if (!hasMarker) return "visitor";
  return state.sessionUnknown ? "unknown" : "loading";
}
