import type { FastifyInstance } from "fastify";
import type { AppContext } from "../types";
import { registerMemberAccountRoutes } from "./member-account";
import { registerMemberAvatarRoutes } from "./member-avatar";
import { registerMemberListRoutes } from "./member-lists";
import { registerOrderRoutes } from "./orders";
import { registerOrderTestHooks } from "./orders-test-hooks";
import { registerPaymentCashierRoutes } from "./payment-cashier";
import { registerPaymentSuccessRoutes } from "./payment-success";
import { registerRolePromoRoutes } from "./roles-promo";

/** Issue 5: member account actions and lists, VIP plans, promo codes, orders and the demo cashier. */
export function registerMembersMoneyRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerMemberAccountRoutes(app, ctx);
  registerMemberAvatarRoutes(app, ctx);
  registerMemberListRoutes(app, ctx);
  registerRolePromoRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerPaymentCashierRoutes(app, ctx);
  registerPaymentSuccessRoutes(app, ctx);
  registerOrderTestHooks(app, ctx);
}
