import type { FastifyInstance } from "fastify";
import { requireAuth } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { ApiError, MSG_BAD_PARAM, notFound, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import { findPublishedCourse } from "../repos/course-detail";
import { markOrderPaid } from "../repos/order-delivery";
import { createOrder, createPaymentSign, expireStaleOrders, findOrderByNo, type NewOrderGoods } from "../repos/orders";
import { canUsePromoCode, findPromoCode } from "../repos/promo-codes";
import { findShownRole } from "../repos/roles";
import type { AppContext } from "../types";

const AGREE_MESSAGE: Record<string, string> = {
  COURSE: "请同意付费内容购买协议",
  ROLE: "请同意会员服务协议",
};

/** The goods for an order, from the database (never from the client); unknown ids → 404. */
function loadGoods(ctx: AppContext, type: string, id: number): NewOrderGoods {
  if (type === "COURSE") {
    const course = findPublishedCourse(ctx.db, id, toLocal(ctx.now())) ?? notFound();
    return { type, id, name: course.title, thumb: course.thumb, charge: course.charge };
  }
  const role = findShownRole(ctx.db, id) ?? notFound();
  return { type: "ROLE", id, name: role.name, thumb: "", charge: role.charge };
}

/** POST /api/v3/order (§9.3) and GET /api/v2/order/status (§9.4). */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/v3/order", async (request) => {
    const { user } = requireAuth(ctx, request);
    const body = request.body;
    const goodsType = field(body, "goods_type");
    const goodsId = Number(field(body, "goods_id"));
    if (!goodsType || !Number.isInteger(goodsId) || goodsId <= 0) throw new ApiError(MSG_BAD_PARAM);
    if (!AGREE_MESSAGE[goodsType]) throw new ApiError("无法创建订单");
    if (field(body, "agree_protocol") !== "1") throw new ApiError(AGREE_MESSAGE[goodsType]);
    const goods = loadGoods(ctx, goodsType, goodsId);

    const code = field(body, "promo_code");
    const found = code ? findPromoCode(ctx.db, code) : undefined;
    const promo = found && canUsePromoCode(ctx.db, found, user.id, ctx.now()) ? found : undefined;
    const { order, discount, total } = createOrder(ctx.db, { userId: user.id, goods, promo, nowMs: ctx.now() });
    if (total <= 0) {
      markOrderPaid(ctx, order, "");
      return ok({ order_no: order.order_id, total, discount, is_paid: true });
    }
    const sign = createPaymentSign(ctx.db, order.id, ctx.now());
    return ok({
      order_no: order.order_id,
      total,
      discount,
      is_paid: false,
      pay_url: `${ctx.publicUrl}/payment/index?sign=${sign}`,
      sign,
    });
  });

  app.get("/api/v2/order/status", async (request) => {
    const { user } = requireAuth(ctx, request);
    const orderNo = field(request.query, "order_id");
    if (!orderNo) throw new ApiError(MSG_BAD_PARAM);
    expireStaleOrders(ctx.db, ctx.now());
    const order = findOrderByNo(ctx.db, orderNo);
    if (!order || order.user_id !== user.id) notFound();
    return ok({ status: order.status });
  });
}
