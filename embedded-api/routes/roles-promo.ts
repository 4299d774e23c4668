import type { FastifyInstance } from "fastify";
import { requireAuth } from "../lib/auth";
import { notFound, ok } from "../lib/envelope";
import { expireStaleOrders } from "../repos/orders";
import { canUsePromoCode, findPromoCode, promoCodeItem } from "../repos/promo-codes";
import { findShownRole, listShownRoles, roleItem } from "../repos/roles";
import type { AppContext } from "../types";
import { ID, idParam } from "./params";

/** VIP plans and promo codes. */
export function registerRolePromoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v2/roles", async () => ok(listShownRoles(ctx.db)));

  app.get(`/api/v2/role/${ID}`, async (request) => {
    const role = findShownRole(ctx.db, idParam(request.params)) ?? notFound();
    return ok(roleItem(role));
  });

  app.get("/api/v2/promoCode/:code", async (request) => {
    const promo = findPromoCode(ctx.db, (request.params as { code: string }).code);
    return ok(promo ? promoCodeItem(promo) : []);
  });

  app.get("/api/v2/promoCode/:code/check", async (request) => {
    const { user } = requireAuth(ctx, request);
    expireStaleOrders(ctx.db, ctx.now());
    const promo = findPromoCode(ctx.db, (request.params as { code: string }).code);
    const usable = !!promo && canUsePromoCode(ctx.db, promo, user.id, ctx.now());
    return ok({ can_use: usable ? 1 : 0, promo_code: promo ? promoCodeItem(promo) : [] });
  });
}
