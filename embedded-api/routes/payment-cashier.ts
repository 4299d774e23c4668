import type { FastifyInstance, FastifyReply } from "fastify";
import { actionForm, row, sendCashierPage } from "../lib/cashier-page";
import { escapeHtml } from "../lib/demo-page";
import { isStandInEnabled } from "../lib/demo-stand-ins";
import { sendNoticePage } from "../lib/notice-page";
import { isAllowedReturnAddress, MSG_BAD_RETURN_ADDRESS, returnOrigins } from "../lib/return-address";
import { field } from "../lib/validate";
import { markOrderPaid } from "../repos/order-delivery";
import {
  amountDue,
  cancelOrders,
  discountOf,
  expireStaleOrders,
  ORDER_CANCELLED,
  ORDER_PAID,
  orderGoods,
  orderOfSign,
  type OrderRow,
} from "../repos/orders";
import type { AppContext } from "../types";

const GOODS_LABEL: Record<string, string> = { COURSE: "课程", ROLE: "VIP会员" };

function backLink(url: string, label: string): string {
  return url
    ? `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`
    : "<p>可以关闭本页面，返回网站继续操作。</p>";
}

function badReturnAddress(reply: FastifyReply) {
  return sendCashierPage(
    reply,
    MSG_BAD_RETURN_ADDRESS,
    "<p>支付完成后的返回地址不被允许，请回到网站重新发起支付。</p>",
    400,
  );
}

function cashierOff(reply: FastifyReply) {
  return sendNoticePage(reply, "暂无可用的支付方式", "本站尚未接入支付渠道，请联系网站客服完成购买。", 403);
}

function invalidSign(reply: FastifyReply) {
  return sendCashierPage(
    reply,
    "支付链接已失效",
    "<p>支付链接无效或已过期（有效期 30 分钟），请回到网站重新下单。</p>",
    404,
  );
}

/**
 * The demo cashier at `pay_url`: GET /payment/index?sign= shows the order; POST
 * /payment/index with action=pay marks it paid and delivers it, action=cancel cancels it.
 * Optional s_url / f_url are where the browser goes after paying / cancelling (lib/return-address.ts;
 * any other address gets an error page and nothing changes).
 */
export function registerPaymentCashierRoutes(app: FastifyInstance, ctx: AppContext): void {
  const resolve = (input: unknown): OrderRow | undefined => {
    expireStaleOrders(ctx.db, ctx.now());
    return orderOfSign(ctx.db, field(input, "sign") ?? "", ctx.now());
  };
  /** s_url and f_url ("" when absent), or null when one of them is not an allowed return address. */
  const returnAddresses = (input: unknown): { sUrl: string; fUrl: string } | null => {
    const sUrl = field(input, "s_url") ?? "";
    const fUrl = field(input, "f_url") ?? "";
    const allowed = [sUrl, fUrl].every((url) => !url || isAllowedReturnAddress(url, ctx.returnAddresses));
    return allowed ? { sUrl, fUrl } : null;
  };

  // Paying here marks orders paid without any money: demo mode only.
  app.get("/payment/index", async (request, reply) => {
    if (!isStandInEnabled(ctx, "cashier")) return cashierOff(reply);
    const order = resolve(request.query);
    if (!order) return invalidSign(reply);
    const back = returnAddresses(request.query);
    if (!back) return badReturnAddress(reply);
    const { sUrl, fUrl } = back;
    if (order.status === ORDER_PAID)
      return sendCashierPage(reply, "订单已支付", `<p>该订单已支付成功。</p>${backLink(sUrl, "返回网站")}`);
    if (order.status === ORDER_CANCELLED)
      return sendCashierPage(reply, "订单已取消", `<p>该订单已取消或已超时。</p>${backLink(fUrl, "返回网站")}`);
    const goods = orderGoods(ctx.db, order.id)
      .map((g) => `${GOODS_LABEL[g.goods_type] ?? g.goods_type}：${escapeHtml(g.goods_name)}`)
      .join("<br>");
    const fields = { sign: field(request.query, "sign") ?? "", s_url: sUrl, f_url: fUrl };
    const body = `<dl>${row("商品", goods)}${row("订单号", escapeHtml(order.order_id))}${row("原价", `￥${order.charge}`)}${row(
      "优惠",
      `￥${discountOf(ctx.db, order)}`,
    )}${row("应付金额", `<span class="amount">￥${amountDue(ctx.db, order)}</span>`)}</dl>
<div class="actions">${actionForm("pay", "模拟支付成功", "primary", fields)}${actionForm("cancel", "取消订单", "secondary", fields)}</div>`;
    return sendCashierPage(reply, "收银台", body, 200, returnOrigins(ctx.returnAddresses));
  });

  app.post("/payment/index", async (request, reply) => {
    if (!isStandInEnabled(ctx, "cashier")) return cashierOff(reply);
    const order = resolve(request.body);
    if (!order) return invalidSign(reply);
    const back = returnAddresses(request.body);
    if (!back) return badReturnAddress(reply);
    const { sUrl, fUrl } = back;
    if (field(request.body, "action") === "cancel") {
      cancelOrders(ctx.db, [order.id], ctx.now());
      if (fUrl) return reply.redirect(fUrl);
      return sendCashierPage(
        reply,
        "订单已取消",
        `<p>订单 ${escapeHtml(order.order_id)} 已取消，未产生任何扣款。</p>${backLink("", "")}`,
      );
    }
    if (order.status !== ORDER_PAID && !markOrderPaid(ctx, order, "scan")) {
      return sendCashierPage(
        reply,
        "订单已取消",
        `<p>该订单已取消或已超时，请回到网站重新下单。</p>${backLink(fUrl, "返回网站")}`,
        409,
      );
    }
    if (sUrl) return reply.redirect(sUrl);
    return sendCashierPage(
      reply,
      "支付成功",
      `<p>订单 ${escapeHtml(order.order_id)} 已支付成功（演示，未产生真实扣款）。</p>${backLink("", "")}`,
    );
  });
}
