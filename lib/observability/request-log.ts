import { routeLabel } from "../shared/routes/route-label";
import { logger } from "./logger";
import { recordHttpRequest, recordPageCache } from "./metrics";

// One answered HTTP request: counted, timed and logged as one line. Recorded by whoever sees the
// answer (lib/shared/env.ts, requestRecorder): npm start's entry point, or under Next's own
// server its request span (span-recorder.ts) and middleware for the answers it gives itself.

export interface AnsweredRequest {
  method: string;
  /** The address as asked (path and query): only its route's name is kept. */
  target: string;
  status: number;
  durationMs: number;
  requestId: string | null;
  /** Next's page cache (x-nextjs-cache), where the recorder can see it. */
  cache?: string | null;
}

/** Probes and scrapes arrive every few seconds: counted, but logged only when they fail. */
const QUIET_WHEN_OK = new Set(["healthz", "readyz", "metrics"]);

export function observeRequest(answered: AnsweredRequest): void {
  const route = routeLabel(answered.target);
  recordHttpRequest(route, answered.method, answered.status, answered.durationMs / 1000);
  if (answered.cache) recordPageCache(route, answered.cache);
  if (QUIET_WHEN_OK.has(route) && answered.status < 400) return;
  const fields = {
    method: answered.method,
    route,
    status: answered.status,
    duration_ms: Math.round(answered.durationMs * 10) / 10,
    request_id: answered.requestId ?? undefined,
    cache: answered.cache ?? undefined,
  };
  if (answered.status >= 500) logger().error(fields, "request");
  else logger().info(fields, "request");
}
