import type { FastifyInstance } from "fastify";
import { requireAuth } from "../lib/auth";
import { ok } from "../lib/envelope";
import { memberDetail } from "../repos/member-detail";
import type { AppContext } from "../types";

/** GET /api/v2/member/detail. */
export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v2/member/detail", async (request) => ok(memberDetail(ctx.db, requireAuth(ctx, request).user)));
}
