import "server-only";
import { THROTTLED_CODE } from "../../api/errors";
import { asRecord, asString } from "../../api/normalize";

/** Endpoints whose answer carries a login token: password, SMS, login-code and social-register logins. */
const TOKEN_ISSUERS = new Set([
  "v2/login/password",
  "v2/login/mobile",
  "v3/auth/login/code",
  "v3/auth/register/withSocialite",
]);

export const LOGOUT_PATH = "v2/logout";

/** Answers small enough to inspect for a token or a 401 envelope. */
export const MAX_INSPECTED_BYTES = 1024 * 1024;

export function mayIssueToken(path: string): boolean {
  return TOKEN_ISSUERS.has(path);
}

/** JSON that says it is small; answers without a length are read with readCapped. */
export function isInspectable(response: Response): boolean {
  const type = response.headers.get("content-type") ?? "";
  const length = response.headers.get("content-length");
  return type.includes("json") && (length === null || Number(length) <= MAX_INSPECTED_BYTES);
}

/** The body as text, or null when it turns out longer than MAX_INSPECTED_BYTES. */
export async function readCapped(response: Response): Promise<string | null> {
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_INSPECTED_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export interface InspectedAnswer {
  body: string;
  /** The token the backend issued (already removed from `body`). */
  token: string | null;
  /** The backend refused the session (envelope code 401). */
  sessionRejected: boolean;
  /** MeEdu's throttle answer (envelope code 429). */
  throttled: boolean;
}

/** Takes the token out of a login answer so it never reaches page scripts. */
export function inspectAnswer(text: string, path: string): InspectedAnswer {
  let envelope: Record<string, unknown>;
  try {
    envelope = asRecord(JSON.parse(text));
  } catch {
    // Not JSON (an HTML error page, say): no envelope to inspect, passed on as it is.
    return { body: text, token: null, sessionRejected: false, throttled: false };
  }
  if (envelope.code === 401) return { body: text, token: null, sessionRejected: true, throttled: false };
  if (envelope.code === THROTTLED_CODE) return { body: text, token: null, sessionRejected: false, throttled: true };
  const data = asRecord(envelope.data);
  const token = envelope.code === 0 && mayIssueToken(path) ? asString(data.token) : "";
  if (!token) return { body: text, token: null, sessionRejected: false, throttled: false };
  const rest = { ...data };
  delete rest.token;
  return { body: JSON.stringify({ ...envelope, data: rest }), token, sessionRejected: false, throttled: false };
}
