import type { FastifyInstance, FastifyReply } from "fastify";
import { demoInput, escapeHtml, hiddenInput, sendDemoPage } from "../lib/demo-page";
import { isStandInEnabled } from "../lib/demo-stand-ins";
import { ApiError, MSG_BAD_PARAM, ok } from "../lib/envelope";
import { sendNoticePage } from "../lib/notice-page";
import { randomString } from "../lib/random";
import { field, validate } from "../lib/validate";
import { completeScanKey, createLoginCode, createScanKey, findScanKey } from "../repos/social-codes";
import type { AppContext } from "../types";

const SCAN_ACTIONS = ["login", "bind"] as const;
const PAGE_PATH = "/api/v3/auth/login/wechat-scan/page";
const PAGE_TITLE = "演示：模拟微信扫码";

/** WeChat QR-scan login (wechat-scan/url, wechat-scan/query) and the demo page the QR code opens. */
export function registerWechatScanRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/v3/auth/login/wechat-scan/url", async (request) => {
    const { action } = validate(request.body, [
      { field: "action", required: MSG_BAD_PARAM, oneOf: [SCAN_ACTIONS, MSG_BAD_PARAM] },
    ]);
    const { key, expiresAt } = createScanKey(ctx.db, action as string, ctx.now());
    const query = new URLSearchParams({ key, action: action as string });
    return ok({ url: `${ctx.publicUrl}${PAGE_PATH}?${query}`, expire: Math.floor(expiresAt / 1000), key });
  });

  app.get("/api/v3/auth/login/wechat-scan/query", async (request) => {
    const { key } = validate(request.query, [{ field: "key", required: MSG_BAD_PARAM }]);
    const slot = findScanKey(ctx.db, key as string, ctx.now());
    if (!slot) throw new ApiError(MSG_BAD_PARAM);
    return ok({ code: slot.value });
  });

  const scanOff = (reply: FastifyReply) =>
    sendNoticePage(reply, "微信扫码登录未开启", "本站未开启微信扫码登录，请在电脑上使用其它方式登录。", 403);

  // What the phone shows after scanning: in production WeChat OAuth, here a confirmation form
  // (demo mode with socialites.wechat_oauth on only: confirming issues a login code).
  app.get(PAGE_PATH, async (request, reply) => {
    if (!isStandInEnabled(ctx, "wechat-scan")) return scanOff(reply);
    const key = field(request.query, "key") ?? "";
    const slot = findScanKey(ctx.db, key, ctx.now());
    if (!slot)
      return sendDemoPage(reply, PAGE_TITLE, `<p class="error">二维码已过期，请在电脑上刷新二维码后重新扫码。</p>`);
    if (slot.value !== "0") return sendDemoPage(reply, PAGE_TITLE, `<p>已确认，请回到电脑上继续操作。</p>`);
    const suffix = randomString(6, "0123456789");
    const form = `<p>以下信息代替微信授权返回的用户资料，可以修改后确认。</p>
<form method="post" action="${PAGE_PATH}">
${hiddenInput("key", key)}${hiddenInput("action", slot.action)}
${demoInput("微信昵称", "nickname", `微信用户${suffix}`)}
${demoInput("openid", "openid", `demo-openid-${randomString(16)}`)}
${demoInput("unionid（可留空）", "unionid", "")}
<div class="actions"><button class="primary" type="submit">确认${slot.action === "bind" ? "绑定" : "登录"}</button></div>
</form>`;
    return sendDemoPage(reply, PAGE_TITLE, form, { formTargets: [] });
  });

  app.post(PAGE_PATH, async (request, reply) => {
    if (!isStandInEnabled(ctx, "wechat-scan")) return scanOff(reply);
    const key = field(request.body, "key") ?? "";
    const openid = field(request.body, "openid");
    const slot = findScanKey(ctx.db, key, ctx.now());
    if (!slot)
      return sendDemoPage(reply, PAGE_TITLE, `<p class="error">二维码已过期，请在电脑上刷新二维码后重新扫码。</p>`);
    if (!openid)
      return sendDemoPage(reply, PAGE_TITLE, `<p class="error">openid 不能为空，请返回上一页填写。</p>`, {
        status: 400,
      });
    if (slot.value === "0") {
      const nickname = field(request.body, "nickname") ?? "微信用户";
      const code = createLoginCode(
        ctx.db,
        { app: "wechat", openid, unionid: field(request.body, "unionid") ?? "", nickname, avatar: "" },
        ctx.now(),
      );
      completeScanKey(ctx.db, key, code, ctx.now());
      ctx.log(`[demo-wechat] scan confirmed key=${key} openid=${openid}`);
    }
    return sendDemoPage(
      reply,
      PAGE_TITLE,
      `<p>扫码成功：${escapeHtml(openid)}</p><p>已确认，请回到电脑上继续操作。</p>`,
    );
  });
}
