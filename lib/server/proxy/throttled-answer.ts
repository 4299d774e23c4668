import "server-only";
import { BUSY_MESSAGE, THROTTLED_CODE } from "../../api/errors";
import { logSoftFailure } from "../../shared/soft-failure";
import { RETRY_AFTER_SECONDS } from "../../shared/status-pages";

const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

/** The backend's Retry-After (seconds, or an HTTP date) as seconds; 30 when absent or unusable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? "";
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  const usable = Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_RETRY_AFTER_SECONDS;
  // When the backend names no time: the same as our own outage answers.
  return usable ? seconds : RETRY_AFTER_SECONDS;
}

/**
 * MeEdu throttled the site (its `{code:429,"请稍后再试"}` with HTTP 200, or a 429 from a proxy in
 * front of it). Passed on as it came, that reads as a business error to clients and as success to
 * anything that looks at the status; it is "busy, come back later": 503 + Retry-After with one
 * Chinese message. Usually the site's address is missing from MeEdu's THROTTLE_WHITELIST_IP.
 */
export function throttledAnswer(method: string, path: string, upstreamRetryAfter: string | null): Response {
  // The path only: a query may carry a member's mobile number or a code.
  logSoftFailure(`转发 ${method} /api/${path}`, "MeEdu 限流（429 请稍后再试）", "回答 503 服务繁忙 + Retry-After");
  return Response.json(
    { code: THROTTLED_CODE, message: BUSY_MESSAGE, data: [] },
    {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": String(retryAfterSeconds(upstreamRetryAfter)) },
    },
  );
}
