import type { FastifyInstance } from "fastify";
import { requireAuth } from "../lib/auth";
import { ApiError, MSG_BAD_PARAM, notFound, ok } from "../lib/envelope";
import { phpInt, phpTruthy } from "../lib/php-casts";
import { field, rawField } from "../lib/validate";
import type { CourseRow } from "../repos/courses";
import { markOrderPaid } from "../repos/order-delivery";
import {
  createOrder,
  createPaymentSign,
  expireStaleOrders,
  findOrderByNo,
  type GoodsType,
  type NewOrderGoods,
} from "../repos/orders";
import { canUsePromoCode, findPromoCode } from "../repos/promo-codes";
import { findRole } from "../repos/roles";
import type { AppContext } from "../types";

const AGREE_MESSAGE: Record<GoodsType, string> = {
  COURSE: "请同意付费内容购买协议",
  ROLE: "请同意会员服务协议",
};

/**
 * The goods for an order, from the database (never from the client); unknown ids → 404. Like
 * MeEdu's order hooks this finds any course that is not deleted (hidden and unpublished ones too)
 * and any VIP plan (hidden ones too).
 */
function loadGoods(ctx: AppContext, type: GoodsType, id: number): NewOrderGoods {
  if (type === "COURSE") {
    const course =
      (ctx.db.prepare("SELECT * FROM courses WHERE id = ? AND deleted_at IS NULL").get(id) as CourseRow | undefined) ??
      notFound();
    return { type, id, name: course.title, thumb: course.thumb, charge: course.charge };
  }
  const role = findRole(ctx.db, id) ?? notFound();
  return { type, id, name: role.name, thumb: "", charge: role.charge };
}

/** POST /api/v3/order and GET /api/v2/order/status. */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/v3/order", async (request) => {
    const { user } = requireAuth(ctx, request);
    const body = request.body;
    const goodsType = rawField(body, "goods_type");
    const goodsId = Math.max(0, phpInt(rawField(body, "goods_id")));
    if (!phpTruthy(goodsType) || goodsId === 0) throw new ApiError(MSG_BAD_PARAM);
    if (goodsType !== "COURSE" && goodsType !== "ROLE") throw new ApiError("无法创建订单");
    // MeEdu's order hooks find the goods (404) before they look at the agreement, which they read
    // as (int) agree_protocol === 1: 1, "1", true, "1.5" and [1] all agree.
    const goods = loadGoods(ctx, goodsType, goodsId);
    if (phpInt(rawField(body, "agree_protocol")) !== 1) throw new ApiError(AGREE_MESSAGE[goodsType]);

    // Orders past the payment timeout give their promo codes back before this one is checked.
    expireStaleOrders(ctx.db, ctx.now());
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
