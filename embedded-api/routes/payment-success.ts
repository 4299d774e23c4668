import type { FastifyInstance } from "fastify";
import { sendCashierPage } from "../lib/cashier-page";
import { escapeHtml } from "../lib/demo-page";
import { isAllowedReturnAddress, MSG_BAD_RETURN_ADDRESS } from "../lib/return-address";
import { field } from "../lib/validate";
import type { AppContext } from "../types";

/** GET /payment/success?s_url= (MeEdu's page after a gateway payment): a link back when s_url is allowed. */
export function registerPaymentSuccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/payment/success", async (request, reply) => {
    const sUrl = field(request.query, "s_url");
    if (sUrl && !isAllowedReturnAddress(sUrl, ctx.returnAddresses)) {
      return sendCashierPage(reply, MSG_BAD_RETURN_ADDRESS, "<p>返回地址不被允许，请直接回到网站查看订单。</p>", 400);
    }
    const back = sUrl
      ? `<p><a href="${escapeHtml(sUrl)}">返回网站</a></p>`
      : "<p>可以关闭本页面，返回网站继续操作。</p>";
    return sendCashierPage(reply, "支付成功", `<p>订单已支付成功。</p>${back}`);
  });
}
