import type { FastifyInstance } from "fastify";
import { ok } from "../lib/envelope";
import { field } from "../lib/validate";
import { listLinks, listNavs } from "../repos/navs-links";
import type { AppContext } from "../types";

/** GET /api/v2/navs?platform=PC|h5 and GET /api/v2/links. */
export function registerNavLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v2/navs", async (request) => ok(listNavs(ctx.db, field(request.query, "platform") ?? "PC")));
  app.get("/api/v2/links", async () => ok(listLinks(ctx.db)));
}
