import type { FastifyInstance } from "fastify";
import { ok } from "../lib/envelope";
import { buildConfigPayload } from "../repos/config";
import type { AppContext } from "../types";

/** Site bootstrap config and the health check. */
export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v2/other/config", async () => ok(buildConfigPayload(ctx)));
  app.get("/api/v3/status", async () => ok());
}
