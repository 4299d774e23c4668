import type { FastifyInstance } from "fastify";
import { ApiError, fail, MSG_BAD_PARAM, MSG_TOO_MANY, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import type { AppContext } from "../types";

/**
 * E2E helpers that make the API behave like a stock or struggling MeEdu, only with
 * EMBEDDED_API_TEST_HOOKS=1:
 * POST /__test/storage?configured=0|1 → 0: no S3-type storage, avatar uploads answer 错误;
 * POST /__test/throttle?seconds=N → for N seconds (0 ends it) every /api/* request gets MeEdu's
 *   throttle answer, as when the site is not in THROTTLE_WHITELIST_IP: HTTP 200
 *   {code:429, message:"请稍后再试", data:[]}, no Retry-After (see lib/rate-limit.ts);
 * POST /__test/fulltext-search?up=0|1 → 0: Meilisearch down, v3 search answers {code:1,"错误"}.
 */
export function registerFaultTestHookRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.testHooks) return;

  app.post("/__test/storage", async (request) => {
    const configured = field(request.query, "configured");
    if (configured !== "0" && configured !== "1") throw new ApiError(MSG_BAD_PARAM);
    ctx.faults.uploadStorageMissing = configured === "0";
    return ok();
  });

  app.post("/__test/fulltext-search", async (request) => {
    const up = field(request.query, "up");
    if (up !== "0" && up !== "1") throw new ApiError(MSG_BAD_PARAM);
    ctx.faults.fullTextSearchDown = up === "0";
    return ok();
  });

  app.post("/__test/throttle", async (request) => {
    const seconds = field(request.query, "seconds") ?? "";
    if (!/^\d{1,5}$/.test(seconds)) throw new ApiError(MSG_BAD_PARAM);
    ctx.faults.throttledUntil = ctx.now() + Number(seconds) * 1000;
    return ok();
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.method === "OPTIONS") return;
    if (ctx.now() < ctx.faults.throttledUntil) return reply.send(fail(429, MSG_TOO_MANY));
  });
}
