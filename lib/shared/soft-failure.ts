import { isApiError } from "../api/errors";

// One warning line for a failure the site survives: what failed, why, and what it shows or does
// instead. Without it a backend outage disappears into a fallback (no friendly links, the default
// school name) and nobody learns the backend was down. The line carries the error's name and
// message only: never request data (cookies, the token), and no stack for the expected kinds
// (ApiError, timeouts, aborts, errors with a cause); anything else gets its top stack frame.

const MAX_DETAIL_LENGTH = 300;
const EXPECTED_ERROR_NAMES = new Set(["TimeoutError", "AbortError"]);

/** Backend or runtime messages should hold no secret; these patterns make sure. */
const SECRETS: Array<[RegExp, string]> = [
  [/Bearer\s+[^\s,;"']+/gi, "Bearer [redacted]"],
  [/(meedu-user-token=)[^\s;,"']+/gi, "$1[redacted]"],
  [/("token"\s*:\s*")[^"]*"/gi, '$1[redacted]"'],
];

function topStackFrame(error: Error): string {
  return (
    error.stack
      ?.split("\n")
      .find((line) => line.trim().startsWith("at "))
      ?.trim() ?? ""
  );
}

/** The innermost cause says why: fetch's "fetch failed" wraps "connect ECONNREFUSED 127.0.0.1:8000". */
function rootCause(error: Error): string {
  let root = error;
  for (let depth = 0; depth < 5 && root.cause instanceof Error; depth += 1) root = root.cause;
  return root === error ? "" : ` (${root.message})`;
}

function summarize(error: unknown): string {
  if (isApiError(error)) {
    const status = error.httpStatus ? ` HTTP ${error.httpStatus}` : "";
    return `ApiError ${error.kind} ${error.code}${status}: ${error.message}${rootCause(error)}`;
  }
  if (error instanceof Error) {
    // A cause already says why (fetch's network errors); only an unexplained error needs a place.
    const frame = EXPECTED_ERROR_NAMES.has(error.name) || error.cause !== undefined ? "" : topStackFrame(error);
    return `${error.name}: ${error.message}${rootCause(error)}${frame ? ` ${frame}` : ""}`;
  }
  return typeof error === "string" ? error : String(error);
}

/** The error as one short line without secrets. */
export function softFailureDetail(error: unknown): string {
  let detail: string;
  try {
    detail = summarize(error);
  } catch {
    detail = "(unreadable error)"; // a hostile toString or getter must not break the fallback
  }
  for (const [pattern, replacement] of SECRETS) detail = detail.replace(pattern, replacement);
  detail = detail.replace(/\s+/g, " ").trim();
  return detail.length > MAX_DETAIL_LENGTH ? `${detail.slice(0, MAX_DETAIL_LENGTH)}…` : detail;
}

/** An outage fails every render the same way: one line per kind of failure per window is enough. */
const REPEAT_WINDOW_MS = 10_000;
const MAX_TRACKED_FAILURES = 200;
const recentFailures = new Map<string, { quietUntil: number; repeats: number }>();

/** Null while the same failure was logged less than a window ago (counted); otherwise the line's suffix. */
function repeatSuffix(what: string, now: number): string | null {
  const recent = recentFailures.get(what);
  if (recent && now < recent.quietUntil) {
    recent.repeats += 1;
    return null;
  }
  if (!recent && recentFailures.size >= MAX_TRACKED_FAILURES) recentFailures.clear();
  recentFailures.set(what, { quietUntil: now + REPEAT_WINDOW_MS, repeats: 0 });
  return recent?.repeats ? `（此前 ${REPEAT_WINDOW_MS / 1000} 秒内同样失败 ${recent.repeats} 次）` : "";
}

/** Tests start each case with no failure remembered. */
export function forgetSoftFailures(): void {
  recentFailures.clear();
}

/**
 * Logs `[降级] <what>失败（<error>），改用：<fallback>` with console.warn, once per kind of
 * failure in any 10 s (later repeats are counted into the next line). Never throws: the caller
 * is already on its fallback path.
 */
export function logSoftFailure(what: string, error: unknown, fallback: string): void {
  try {
    const suffix = repeatSuffix(what, Date.now());
    if (suffix === null) return;
    console.warn(`[降级] ${what}失败（${softFailureDetail(error)}），改用：${fallback}${suffix}`);
  } catch {
    // nowhere left to report to; the fallback still stands
  }
}
