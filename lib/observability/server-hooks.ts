import { backendEndpoint } from "./backend-endpoint";
import { logger } from "./logger";
import { recordBackendCall, recordSoftFailure } from "./metrics";
import { currentRequestId } from "./request-context";
import { observeRequest } from "./request-log";

// What code that may also run elsewhere (lib/api/client.ts and lib/shared/soft-failure.ts in the
// browser, middleware.ts on the edge runtime) reports on the server. It reaches this file only through lib/shared/server-hooks.ts, which leaves it out of
// every bundle that is not Node's.

export interface SoftFailureReport {
  /** What failed, ids folded (the metric's kind). */
  kind: string;
  /** The full line, as before: `[降级] …`. */
  message: string;
  detail: string;
  fallback: string;
  /** Same failures not logged in the last window (they were counted). */
  repeats: number;
  fields?: Record<string, string>;
}

export const serverHooks = {
  currentRequestId,

  /** Middleware's own answers (redirects, 405): no render follows them. */
  observeRequest,

  backendCall(path: string, method: string, status: string, durationMs: number, cacheable: boolean): void {
    recordBackendCall({ endpoint: backendEndpoint(path), method, status, seconds: durationMs / 1000, cacheable });
  },

  /** Counted every time; the caller decides which are logged (one line per kind per window). */
  countSoftFailure(kind: string): void {
    recordSoftFailure(kind);
  },

  logSoftFailure(report: SoftFailureReport): void {
    logger().warn(
      {
        soft_failure: report.kind,
        error: report.detail,
        fallback: report.fallback,
        repeats: report.repeats || undefined,
        request_id: currentRequestId() ?? undefined,
        ...report.fields,
      },
      report.message,
    );
  },
};

export type ServerHooks = typeof serverHooks;
