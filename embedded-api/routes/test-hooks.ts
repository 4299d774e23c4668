import type { FastifyInstance } from "fastify";
import { peekImageCaptcha } from "../lib/captcha";
import { notFound, ok } from "../lib/envelope";
import { lastSentCode } from "../lib/sms";
import { field } from "../lib/validate";
import type { AppContext } from "../types";

/**
 * E2E helpers, registered only with EMBEDDED_API_TEST_HOOKS=1 (otherwise 404 路由不存在):
 * GET /__test/captcha?key= → {answer}; GET /__test/sms?mobile= → {code} of the last SMS sent.
 */
export function registerTestHookRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.testHooks) return;
  app.get("/__test/captcha", async (request) => {
    const answer = peekImageCaptcha(ctx, field(request.query, "key") ?? "");
    return ok({ answer: answer ?? notFound() });
  });
  app.get("/__test/sms", async (request) => {
    const code = lastSentCode(ctx, field(request.query, "mobile") ?? "");
    return ok({ code: code ?? notFound() });
  });
}
