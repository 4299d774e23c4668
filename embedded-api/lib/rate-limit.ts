import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../types";
import { fail, MSG_TOO_MANY } from "./envelope";

const WINDOW_MS = 60_000;

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The site's own server-side reads come straight from loopback with no
 * X-Forwarded-For; like MeEdu's THROTTLE_WHITELIST_IP they are not throttled.
 * Browser calls through the site's /api proxy carry the visitor's IP and are.
 */
function isSiteServer(request: FastifyRequest): boolean {
  return !request.headers["x-forwarded-for"] && LOOPBACK.has(request.socket.remoteAddress ?? "");
}

/**
 * Laravel's `throttle:120,1` on /api/*: a fixed one-minute window per client IP.
 * Over the limit the reply is HTTP 200 `{code:429, message:"请稍后再试", data:[]}`.
 */
export function registerRateLimit(app: FastifyInstance, ctx: AppContext, perMinute: number): void {
  if (perMinute <= 0) return;
  const hits = new Map<string, { start: number; count: number }>();
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.method === "OPTIONS" || isSiteServer(request)) return;
    const now = ctx.now();
    if (hits.size > 10_000) {
      for (const [ip, entry] of hits) if (now - entry.start >= WINDOW_MS) hits.delete(ip);
    }
    let entry = hits.get(request.ip);
    if (!entry || now - entry.start >= WINDOW_MS) {
      entry = { start: now, count: 0 };
      hits.set(request.ip, entry);
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
