import { REMEMBERED_MEMBER_KEY } from "../shared/storage-keys";

/** What the header shows of a member while their session cannot be confirmed: no token, no contact data. */
export interface RememberedMember {
  name: string;
  avatar: string;
}

// Kept in localStorage from each sign-in until sign-out (or a refused token), so a busy or
// unreachable backend does not turn a signed-in member into a stranger in the header.

export function rememberMember(member: RememberedMember): void {
  try {
    window.localStorage.setItem(REMEMBERED_MEMBER_KEY, JSON.stringify({ name: member.name, avatar: member.avatar }));
  } catch {
    // storage unavailable (private mode): the header shows no name while the session is unknown
  }
}

export function forgetMember(): void {
  try {
    window.localStorage.removeItem(REMEMBERED_MEMBER_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}

export function readRememberedMember(): RememberedMember | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(REMEMBERED_MEMBER_KEY) ?? "null");
    if (!value || typeof value !== "object") return null;
    const { name, avatar } = value as Record<string, unknown>;
    return typeof name === "string" && typeof avatar === "string" ? { name, avatar } : null;
  } catch {
    return null; // unavailable storage or a value that is not ours
  }
}
