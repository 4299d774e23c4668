import { isApiError } from "../api/errors";
import { redactSecrets } from "./redact-secrets";
import { serverHooks } from "./server-hooks";

// One warning line for a failure the site survives: what failed, why, and what it shows or does
// instead. Without it a backend outage disappears into a fallback (no friendly links, the default
// school name) and nobody learns the backend was down. The line carries the error's name and
// message only: never request data (cookies, the token), and no stack for the expected kinds
// (ApiError, timeouts, aborts, errors with a cause); anything else gets its top stack frame.

const MAX_DETAIL_LENGTH = 300;
const EXPECTED_ERROR_NAMES = new Set(["TimeoutError", "AbortError"]);

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
  // Backend or runtime messages should hold no secret; this makes sure.
  detail = redactSecrets(detail).replace(/\s+/g, " ").trim();
  return detail.length > MAX_DETAIL_LENGTH ? `${detail.slice(0, MAX_DETAIL_LENGTH)}…` : detail;
}

/** An outage fails every render the same way: one line per kind of failure per window is enough. */
const REPEAT_WINDOW_MS = 10_000;
const MAX_TRACKED_FAILURES = 200;
const recentFailures = new Map<string, { quietUntil: number; repeats: number }>();

/** How many repeats the window held when it ended, or null while the same failure is inside one. */
function repeatsBefore(what: string, now: number): number | null {
  const recent = recentFailures.get(what);
  if (recent && now < recent.quietUntil) {
    recent.repeats += 1;
    return null;
  }
  if (!recent && recentFailures.size >= MAX_TRACKED_FAILURES) recentFailures.clear();
  recentFailures.set(what, { quietUntil: now + REPEAT_WINDOW_MS, repeats: 0 });
  return recent?.repeats ?? 0;
}

/** Tests start each case with no failure remembered. */
export function forgetSoftFailures(): void {
  recentFailures.clear();
}

/** The metric's kind: what failed without the record (读取课时 12 → 读取课时 :id). */
const softFailureKind = (what: string) => what.replace(/\b\d+\b/g, ":id");

/**
 * Logs `[降级] <what>失败（<error>），改用：<fallback>` once per kind of failure in any 10 s
 * (later repeats are counted into the next line): on the server as a pino warning (with `fields`,
 * the request id and the parts of the line as fields) and counted by kind in every case; in the
 * browser with console.warn. Never throws: the caller is already on its fallback path.
 */
export function logSoftFailure(what: string, error: unknown, fallback: string, fields?: Record<string, string>): void {
  try {
    const hooks = serverHooks();
    const kind = softFailureKind(what);
    hooks?.countSoftFailure(kind);
    const repeats = repeatsBefore(what, Date.now());
    if (repeats === null) return;
    const detail = softFailureDetail(error);
    const suffix = repeats ? `（此前 ${REPEAT_WINDOW_MS / 1000} 秒内同样失败 ${repeats} 次）` : "";
    const message = `[降级] ${what}失败（${detail}），改用：${fallback}${suffix}`;
    if (hooks) hooks.logSoftFailure({ kind, message, detail, fallback, repeats, fields });
    else console.warn(message);
  } catch {
    // nowhere left to report to; the fallback still stands
  }
}
