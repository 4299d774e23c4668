import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../types";
import { clientIp } from "./client-ip";
import { ApiError, MSG_TOO_MANY } from "./envelope";
import type { IpMatcher } from "./ip-list";
import { clockedStore } from "./rate-limit-store";

/**
 * Laravel's `throttle:120,1` on /api/*: a fixed one-minute window per client IP (lib/client-ip.ts).
 * Client IPs in the whitelist (MeEdu's THROTTLE_WHITELIST_IP) are never throttled; nothing else is
 * exempt. Over the limit the reply is HTTP 200 `{code:429, message:"请稍后再试", data:[]}`
 * with no Retry-After or X-RateLimit-* headers: MeEdu's exception handler answers with a response of
 * its own, which drops the headers Laravel put on the ThrottleRequestsException.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  ctx: AppContext,
  perMinute: number,
  whitelisted: IpMatcher,
): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    store: clockedStore(ctx.now),
    keyGenerator: clientIp,
    allowList: (request, ip) => !request.url.startsWith("/api/") || request.method === "OPTIONS" || whitelisted(ip),
    addHeaders: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
      "retry-after": false,
    },
    addHeadersOnExceeding: { "x-ratelimit-reset": false },
    errorResponseBuilder: () => new ApiError(MSG_TOO_MANY, 429),
  });
  // One app-wide hook rather than the plugin's per-route ones, so that unknown /api/ paths count too.
  app.addHook("onRequest", app.rateLimit());
}
