import { MAX_USER_AGENT_BYTES } from "../shared/request-limits";

/**
 * The user agent as the site reads it: at most MAX_USER_AGENT_BYTES characters. Next tests every
 * page request's user agent against bot patterns that slow down sharply on one long word, so a
 * 15 KB header could buy 0.7 s of CPU; cut, it costs what any request costs.
 */
export function cappedUserAgent(userAgent: string | null): string | null {
  if (userAgent === null || userAgent.length <= MAX_USER_AGENT_BYTES) return null;
  return userAgent.slice(0, MAX_USER_AGENT_BYTES);
}
