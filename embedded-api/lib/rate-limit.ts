import type { FastifyInstance } from "fastify";
import type { AppContext } from "../types";
import { clientIp } from "./client-ip";
import { fail, MSG_TOO_MANY } from "./envelope";
import type { IpMatcher } from "./ip-list";

const WINDOW_MS = 60_000;

/**
 * Laravel's `throttle:120,1` on /api/*: a fixed one-minute window per client IP (lib/client-ip.ts).
 * Client IPs in the whitelist (MeEdu's THROTTLE_WHITELIST_IP) are never throttled; nothing else is
 * exempt. Over the limit the reply is HTTP 200 `{code:429, message:"请稍后再试", data:[]}`.
 */
export function registerRateLimit(app: FastifyInstance, ctx: AppContext, perMinute: number, whitelisted: IpMatcher): void {
  if (perMinute <= 0) return;
  const hits = new Map<string, { start: number; count: number }>();
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.method === "OPTIONS") return;
    const ip = clientIp(request);
    if (whitelisted(ip)) return;
    const now = ctx.now();
    if (hits.size > 10_000) {
      for (const [key, entry] of hits) if (now - entry.start >= WINDOW_MS) hits.delete(key);
    }
    let entry = hits.get(ip);
    if (!entry || now - entry.start >= WINDOW_MS) {
      entry = { start: now, count: 0 };
      hits.set(ip, entry);
    }
    entry.count++;
    reply.header("X-RateLimit-Limit", perMinute);
    reply.header("X-RateLimit-Remaining", Math.max(0, perMinute - entry.count));
    if (entry.count > perMinute) {
      reply.header("Retry-After", Math.ceil((entry.start + WINDOW_MS - now) / 1000));
      return reply.send(fail(429, MSG_TOO_MANY));
    }
  });
}
