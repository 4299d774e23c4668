import type { FastifyInstance } from "fastify";
import { ApiError, notFound, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import { markOrderPaid } from "../repos/order-delivery";
import { expireStaleOrders, findOrderByNo, ORDER_PAID } from "../repos/orders";
import type { AppContext } from "../types";

/**
 * E2E helper (EMBEDDED_API_TEST_HOOKS=1 only): POST /__test/order/pay?order_no= does what the
 * demo cashier's 模拟支付成功 button does → `{status: 9}`.
 */
export function registerOrderTestHooks(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.testHooks) return;
  app.post("/__test/order/pay", async (request) => {
    expireStaleOrders(ctx.db, ctx.now());
    const order =
      findOrderByNo(ctx.db, field(request.query, "order_no") ?? field(request.body, "order_no") ?? "") ?? notFound();
    if (order.status !== ORDER_PAID && !markOrderPaid(ctx, order, "scan")) throw new ApiError("订单已取消");
    return ok({ status: ORDER_PAID });
  });
}
