import { apiBase } from "./base-url";
import { abortedByBackendPause, backendPaused, noteTimedOutRead } from "./backend-pause";
import { withinDeadline } from "./request-deadline";
import {
  ApiError,
  BUSY_MESSAGE,
  RELOGIN_MESSAGE,
  SILENT_BUSINESS_MESSAGES,
  THROTTLED_CODE,
  UNREADABLE_ANSWER,
} from "./errors";
import { serverHooks } from "../shared/server-hooks";

export { REQUEST_TIMEOUT_MS } from "./request-deadline";

/** Every MeEdu answer: `code` 0 with `data`, or an error code with a message. */
export interface ApiEnvelope<T> {
  // The face-verify query answers with an object here ({status:5}); everything else sends a number.
  code: number | { status: number };
  message: string;
  data: T;
}

type QueryValue = string | number | boolean | undefined | null;

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  /** Multipart upload (avatar); the browser sets the boundary header itself. */
  formData?: FormData;
  /** Server side: the caller passes the request's token. Browser side: the /api proxy adds it from the cookie. */
  token?: string | null;
  /** Do not show the error toast for business errors (the caller shows its own state). */
  silent?: boolean;
  /** Clearer words for a backend message whose cause this call knows; used for the toast and the error. */
  explain?: Readonly<Record<string, string>>;
  /** A background read (the session check): a 401 is the caller's business, no 请重新登录 and no redirect. */
  background?: boolean;
  /** Browser: let the request outlive the page (progress reported while leaving). */
  keepalive?: boolean;
  /** Give up sooner than the usual deadline (middleware must not hold a page request for 15 s). */
  timeoutMs?: number;
  /** Server-side cache lifetime in seconds for public reads; omitted means no caching. */
  revalidate?: number;
  tags?: string[];
  /** Set by apiRequest on the read behind a shared-cache entry: it belongs to no one request. */
  shared?: boolean;
}

type SharedReadCache = typeof import("./shared-read-cache").readThroughSharedCache;
let sharedReadCacheModule: SharedReadCache | undefined;

// Loaded like lib/shared/server-hooks.ts: Next compiles process.env.NEXT_RUNTIME to "" for the
// browser, so next/cache stays out of the browser bundle.
function sharedReadCache(): SharedReadCache | null {
  if (process.env.NEXT_RUNTIME !== "nodejs") return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: only the server bundle may load it
  sharedReadCacheModule ??= (require("./shared-read-cache") as typeof import("./shared-read-cache"))
    .readThroughSharedCache;
  return sharedReadCacheModule;
}

export interface BrowserApiHooks {
  onUnauthorized(message: string): void;
  onBusinessError(message: string): void;
  /** The backend is throttling (every call fails alike for a while): one notice is enough. */
  onBusy(message: string): void;
}

let browserHooks: BrowserApiHooks | null = null;

export function configureBrowserApi(hooks: BrowserApiHooks | null): void {
  browserHooks = hooks;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = apiBase() + path.replace(/^\/+/, "");
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function unauthorized(options: ApiRequestOptions, httpStatus?: number): ApiError {
  if (!options.background) browserHooks?.onUnauthorized(RELOGIN_MESSAGE);
  return new ApiError("unauthorized", 401, RELOGIN_MESSAGE, httpStatus);
}

/**
 * MeEdu's throttle, as MeEdu answers it (HTTP 200, code 429), as the /api proxy passes it on (503 +
 * Retry-After) or as a proxy in front of MeEdu might (HTTP 429): a transport failure, never a
 * business message or a reason to sign the member out.
 */
function busy(options: ApiRequestOptions, httpStatus: number): ApiError {
  if (!options.silent) browserHooks?.onBusy(BUSY_MESSAGE);
  return new ApiError("transport", THROTTLED_CODE, BUSY_MESSAGE, httpStatus);
}

async function saysThrottled(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const body: unknown = await response.json().catch(() => null);
  return Boolean(body) && typeof body === "object" && (body as { code?: unknown }).code === THROTTLED_CODE;
}

async function send(path: string, options: ApiRequestOptions, signal: AbortSignal): Promise<Response> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json", "meedu-platform": "PC" };
  const token = options.token ?? null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body) headers["Content-Type"] = "application/json";

  const init: RequestInit & { next?: { revalidate: number; tags?: string[] } } = {
    method,
    headers,
    body: options.formData ?? (options.body ? JSON.stringify(options.body) : undefined),
    signal,
    keepalive: options.keepalive,
  };
  if (typeof window === "undefined") {
    if (options.revalidate !== undefined && !token) {
      init.next = { revalidate: options.revalidate, tags: options.tags };
    } else {
      init.cache = "no-store";
    }
  }
  const onServer = typeof window === "undefined";
  const hooks = onServer ? serverHooks() : null;
  // A shared read belongs to no one request: it carries no request id.
  const shared = options.shared || init.cache !== "no-store";
  const requestId = shared ? null : hooks?.currentRequestId();
  if (requestId) headers["X-Request-Id"] = requestId;
  if (onServer && backendPaused()) throw new ApiError("transport", -1, TIMEOUT_MESSAGE);
  const startedAt = Date.now();
  const observe = (status: string) => hooks?.backendCall(path, method, status, Date.now() - startedAt, shared);
  const waiting = onServer ? abortedByBackendPause(signal) : null;
  if (waiting) init.signal = waiting.signal;
  try {
    const response = await fetch(buildUrl(path, options.query), init);
    observe(String(response.status));
    return response;
  } catch (error) {
    observe(isTimeout(error) ? "timeout" : "network");
    // Ended by a pause that began meanwhile, it is no news.
    if (onServer && isTimeout(error) && !backendPaused()) noteTimedOutRead(Date.now() - startedAt);
    throw new ApiError("transport", -1, isTimeout(error) ? TIMEOUT_MESSAGE : "网络错误，请稍后再试", undefined, error);
  } finally {
    waiting?.doneWaiting();
  }
}

const TIMEOUT_MESSAGE = "请求超时，请稍后再试";
const isTimeout = (error: unknown) => error instanceof Error && error.name === "TimeoutError";

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new ApiError("transport", -1, isTimeout(error) ? TIMEOUT_MESSAGE : UNREADABLE_ANSWER, response.status, error);
  }
  if (!body || typeof body !== "object" || !("code" in body)) {
    throw new ApiError("transport", -1, UNREADABLE_ANSWER, response.status);
  }
  return body as ApiEnvelope<T>;
}

/** Sends a request and returns the whole envelope; only transport and 401 rules apply. */
export async function apiEnvelope<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiEnvelope<T>> {
  return withinDeadline(async (signal) => {
    const response = await send(path, options, signal);
    if (response.status === 401) throw unauthorized(options, 401);
    if (response.status === THROTTLED_CODE || (await saysThrottled(response))) throw busy(options, response.status);
    if (!response.ok) {
      throw new ApiError("transport", -1, `服务暂时不可用（HTTP ${response.status}）`, response.status);
    }
    const envelope = await readEnvelope<T>(response);
    if (envelope.code === 401) throw unauthorized(options);
    if (envelope.code === THROTTLED_CODE) throw busy(options, response.status);
    return envelope;
  }, options.timeoutMs);
}

/** Sends a request and resolves with `data` when the envelope code is 0; other codes reject with an ApiError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { revalidate, tags, ...uncached } = options;
  const sharedCache = revalidate !== undefined && !options.token ? sharedReadCache() : null;
  if (!sharedCache) return requestData<T>(path, options);
  const key = `${options.method ?? "GET"} ${buildUrl(path, options.query)}`;
  return sharedCache(key, () => requestData<T>(path, { ...uncached, shared: true }), { revalidate: revalidate!, tags });
}

async function requestData<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const envelope = await apiEnvelope<T>(path, options);
  if (envelope.code === 0) return envelope.data;

  const code = typeof envelope.code === "number" ? envelope.code : 1;
  const sent = typeof envelope.message === "string" && envelope.message ? envelope.message : "错误";
  const message = options.explain?.[sent] ?? sent;
  if (!options.silent && !SILENT_BUSINESS_MESSAGES.has(message)) browserHooks?.onBusinessError(message);
  throw new ApiError(code === 404 ? "not-found" : "business", code, message);
}
