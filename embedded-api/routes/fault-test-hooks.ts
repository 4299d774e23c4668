import type { FastifyInstance } from "fastify";
import { ApiError, MSG_BAD_PARAM, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import type { AppContext } from "../types";

/**
 * E2E helpers that make the API behave like a stock or struggling MeEdu, only with
 * EMBEDDED_API_TEST_HOOKS=1:
 * POST /__test/storage?configured=0|1 → 0: no S3-type storage, avatar uploads answer 错误.
 */
export function registerFaultTestHookRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.testHooks) return;

  app.post("/__test/storage", async (request) => {
    const configured = field(request.query, "configured");
    if (configured !== "0" && configured !== "1") throw new ApiError(MSG_BAD_PARAM);
    ctx.faults.uploadStorageMissing = configured === "0";
    return ok();
  });
}
