import { isHttpsRequest, siteCookieName } from "./cookie-names";
import { TOKEN_KEY } from "./storage-keys";

// The session a request carries, read from the raw Cookie header: Next's cookie readers keep one
// value per name (the last), which hides a second token cookie planted next to the member's own.

interface HeaderReader {
  get(name: string): string | null;
}

export type RequestSession =
  /** No session cookie, or an empty one. */
  | { kind: "none" }
  | { kind: "one"; token: string }
  /** Two or more session cookies: no telling which is the member's, so none counts. */
  | { kind: "conflict" };

/** The values of every cookie named `name` in a Cookie header, in the order sent (decoded as Next decodes them). */
export function cookieValues(header: string | null, name: string): string[] {
  const values: string[] = [];
  for (const pair of (header ?? "").split(/;\s*/)) {
    const at = pair.indexOf("=");
    if (at === -1 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      values.push(decodeURIComponent(raw));
    } catch {
      values.push(raw);
    }
  }
  return values;
}

export function readRequestSession(headers: HeaderReader): RequestSession {
  const values = cookieValues(headers.get("cookie"), siteCookieName(TOKEN_KEY, isHttpsRequest(headers)));
  if (values.length > 1) return { kind: "conflict" };
  return values[0] ? { kind: "one", token: values[0] } : { kind: "none" };
}

/** The request carries a session cookie (one, or a conflicting pair): only then may an answer clear it. */
export const carriesSession = (session: RequestSession): boolean => session.kind !== "none";
