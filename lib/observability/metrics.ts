import { Counter, Gauge, Histogram, collectDefaultMetrics, register, type Metric } from "prom-client";
import { ALLOWED_METHODS } from "../shared/request-limits";

// The site's Prometheus metrics, all in prom-client's default registry. prom-client is one of
// next.config.mjs's serverExternalPackages (and external to server/site-server.js), so Node loads
// it once per process: middleware, route handlers, renders, instrumentation and the entry point
// each bundle their own copy of this file, and every copy finds the same metrics by name.

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30];
const METHODS = new Set<string>(ALLOWED_METHODS);

function named<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

const httpRequests = () =>
  named(
    "meedu_http_requests_total",
    () =>
      new Counter({
        name: "meedu_http_requests_total",
        help: "HTTP requests answered, by route (the route registry's name), method and status.",
        labelNames: ["route", "method", "status"],
      }),
  );

const httpDuration = () =>
  named(
    "meedu_http_request_duration_seconds",
    () =>
      new Histogram({
        name: "meedu_http_request_duration_seconds",
        help: "Time to answer an HTTP request, by route and method.",
        labelNames: ["route", "method"],
        buckets: SECONDS_BUCKETS,
      }),
  );

const pageCache = () =>
  named(
    "meedu_page_cache_responses_total",
    () =>
      new Counter({
        name: "meedu_page_cache_responses_total",
        help: "Answers from Next's page cache (x-nextjs-cache: HIT, STALE, MISS…), by route. npm start only.",
        labelNames: ["route", "outcome"],
      }),
  );

const backendRequests = () =>
  named(
    "meedu_backend_requests_total",
    () =>
      new Counter({
        name: "meedu_backend_requests_total",
        help: "Server-side calls to the MeEdu backend, by endpoint (ids removed), method, HTTP status (or timeout, network) and whether Next's data cache may answer them.",
        labelNames: ["endpoint", "method", "status", "cacheable"],
      }),
  );

const backendDuration = () =>
  named(
    "meedu_backend_request_duration_seconds",
    () =>
      new Histogram({
        name: "meedu_backend_request_duration_seconds",
        help: "Time until the backend's answer headers (or the failure), by endpoint and method.",
        labelNames: ["endpoint", "method"],
        buckets: SECONDS_BUCKETS,
      }),
  );

const softFailures = () =>
  named(
    "meedu_soft_failures_total",
    () =>
      new Counter({
        name: "meedu_soft_failures_total",
        help: "Failures the site survived with a fallback (logSoftFailure), by kind.",
        labelNames: ["kind"],
      }),
  );

const ready = () =>
  named(
    "meedu_ready",
    () => new Gauge({ name: "meedu_ready", help: "1 when the last GET /readyz found the instance ready, else 0." }),
  );

const searchEnginePushes = () =>
  named(
    "meedu_search_engine_push_urls_total",
    () =>
      new Counter({
        name: "meedu_search_engine_push_urls_total",
        help: "Addresses pushed to search engines, by engine (baidu, indexnow) and outcome (pushed, rejected, quota, failed).",
        labelNames: ["engine", "outcome"],
      }),
  );

const searchEngineRetries = () =>
  named(
    "meedu_search_engine_push_retries_total",
    () =>
      new Counter({
        name: "meedu_search_engine_push_retries_total",
        help: "Push requests sent again after a 5xx, a timeout or no connection, by engine.",
        labelNames: ["engine"],
      }),
  );

const baiduPushRemain = () =>
  named(
    "meedu_baidu_push_remain",
    () =>
      new Gauge({
        name: "meedu_baidu_push_remain",
        help: "Addresses Baidu's 普通收录 still takes today, as its last answer said (remain).",
      }),
  );

const searchesWithoutResults = () =>
  named(
    "meedu_search_no_results_total",
    () =>
      new Counter({
        name: "meedu_search_no_results_total",
        help: "Searches that found nothing, by tab (all, vod, video); the keywords are in the log.",
        labelNames: ["type"],
      }),
  );

const lessonsWithoutPlayback = () =>
  named(
    "meedu_lesson_play_unavailable_total",
    () =>
      new Counter({
        name: "meedu_lesson_play_unavailable_total",
        help: "Lesson views whose play address came back empty (no VOD id nor URL set up) or refused by MeEdu, by reason.",
        labelNames: ["reason"],
      }),
  );

/** A label that could grow without bound (a junk path, a new kind) folds into "other" past a cap. */
function bounded(seen: Set<string>, value: string, cap: number): string {
  if (seen.has(value)) return value;
  if (seen.size >= cap) return "other";
  seen.add(value);
  return value;
}
const endpointsSeen = new Set<string>();
const kindsSeen = new Set<string>();

const methodLabel = (method: string) => (METHODS.has(method.toUpperCase()) ? method.toUpperCase() : "OTHER");

export function recordHttpRequest(route: string, method: string, status: number, seconds: number): void {
  const methodName = methodLabel(method);
  httpRequests().inc({ route, method: methodName, status: String(status) });
  httpDuration().observe({ route, method: methodName }, seconds);
}

export function recordPageCache(route: string, outcome: string): void {
  pageCache().inc({ route, outcome: /^[A-Z-]{1,16}$/.test(outcome) ? outcome : "OTHER" });
}

export interface BackendCall {
  endpoint: string;
  method: string;
  /** The HTTP status, or "timeout" / "network" when no answer came. */
  status: string;
  seconds: number;
  cacheable: boolean;
}

export function recordBackendCall(call: BackendCall): void {
  const endpoint = bounded(endpointsSeen, call.endpoint, 300);
  const method = methodLabel(call.method);
  backendRequests().inc({ endpoint, method, status: call.status, cacheable: String(call.cacheable) });
  backendDuration().observe({ endpoint, method }, call.seconds);
}

export function recordSoftFailure(kind: string): void {
  softFailures().inc({ kind: bounded(kindsSeen, kind, 100) });
}

export type SearchEnginePushOutcome = "pushed" | "rejected" | "quota" | "failed";

export function recordSearchEnginePush(
  engine: "baidu" | "indexnow",
  outcome: SearchEnginePushOutcome,
  urls: number,
): void {
  searchEnginePushes().inc({ engine, outcome }, urls);
}

export function recordSearchEngineRetry(engine: "baidu" | "indexnow"): void {
  searchEngineRetries().inc({ engine });
}

export function recordBaiduPushRemain(remain: number): void {
  baiduPushRemain().set(remain);
}

export function recordSearchWithoutResults(type: "all" | "vod" | "video"): void {
  searchesWithoutResults().inc({ type });
}

export function recordLessonWithoutPlayback(reason: "empty" | "refused"): void {
  lessonsWithoutPlayback().inc({ reason });
}

export function recordReadiness(isReady: boolean): void {
  ready().set(isReady ? 1 : 0);
}

/** Node's process metrics (CPU, memory, event-loop lag, GC), once per process. */
export function collectProcessMetrics(): void {
  if (!register.getSingleMetric("process_cpu_user_seconds_total")) collectDefaultMetrics();
}

export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}
