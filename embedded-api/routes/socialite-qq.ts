import type { FastifyInstance, FastifyReply } from "fastify";
import { appendQuery, demoInput, hiddenInput, sendDemoPage } from "../lib/demo-page";
import { isStandInEnabled } from "../lib/demo-stand-ins";
import { ApiError, MSG_BAD_PARAM } from "../lib/envelope";
import { sendNoticePage } from "../lib/notice-page";
import { randomString } from "../lib/random";
import { isAllowedReturnAddress, MSG_BAD_RETURN_ADDRESS, returnOrigins } from "../lib/return-address";
import { field, validate } from "../lib/validate";
import { createLoginCode } from "../repos/social-codes";
import type { AppContext } from "../types";

const CONSENT_PATH = "/demo/qq/authorize";
const CONSENT_TITLE = "演示：QQ 登录授权";
const STATE_TTL_MS = 600_000;
export const MSG_QQ_DENIED = "用户取消了 QQ 授权";

interface OauthState {
  s_url: string;
  f_url: string;
  action: string;
}

function findState(ctx: AppContext, state: string): OauthState | undefined {
  return ctx.db
    .prepare("SELECT s_url, f_url, action FROM demo_oauth_states WHERE state = ? AND app = 'qq' AND expires_at > ?")
    .get(state, ctx.now()) as OauthState | undefined;
}

/**
 * QQ login (GET /api/v3/auth/login/socialite/qq): the redirect to QQ, replaced by a demo consent page that returns like QQ's
 * callback. Without demo mode or with QQ off, the start answers 登录应用不存在 and the page refuses.
 */
export function registerQqRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v3/auth/login/socialite/:app", async (request, reply) => {
    const input = validate(request.query, [
      { field: "s_url", required: MSG_BAD_PARAM, max: [255, MSG_BAD_PARAM] },
      { field: "f_url", required: MSG_BAD_PARAM, max: [255, MSG_BAD_PARAM] },
      { field: "action", required: MSG_BAD_PARAM, oneOf: [["login", "bind"], MSG_BAD_PARAM] },
    ]);
    const appName = (request.params as { app: string }).app;
    if (appName !== "qq" || !isStandInEnabled(ctx, "qq-consent")) throw new ApiError("登录应用不存在");
    const returnAddresses = [input.s_url as string, input.f_url as string];
    if (!returnAddresses.every((url) => isAllowedReturnAddress(url, ctx.returnAddresses))) {
      throw new ApiError(MSG_BAD_RETURN_ADDRESS);
    }
    const state = randomString(32);
    ctx.db.prepare("DELETE FROM demo_oauth_states WHERE expires_at <= ?").run(ctx.now());
    ctx.db
      .prepare(
        "INSERT INTO demo_oauth_states (state, app, s_url, f_url, action, expires_at) VALUES (?, 'qq', ?, ?, ?, ?)",
      )
      .run(state, input.s_url, input.f_url, input.action, ctx.now() + STATE_TTL_MS);
    return reply.redirect(`${ctx.publicUrl}${CONSENT_PATH}?state=${state}`, 302);
  });

  const consentOff = (reply: FastifyReply) =>
    sendNoticePage(reply, "QQ 登录未开启", "本站未开启 QQ 登录，请返回网站使用其它方式登录。", 403);

  app.get(CONSENT_PATH, async (request, reply) => {
    if (!isStandInEnabled(ctx, "qq-consent")) return consentOff(reply);
    const state = field(request.query, "state") ?? "";
    if (!findState(ctx, state))
      return sendDemoPage(reply, CONSENT_TITLE, `<p class="error">授权请求已失效，请返回网站重新登录。</p>`, {
        status: 400,
      });
    const form = `<p>网站申请使用你的 QQ 账号登录。以下信息代替 QQ 返回的用户资料，可以修改。</p>
<form method="post" action="${CONSENT_PATH}">
${hiddenInput("state", state)}
${demoInput("QQ 昵称", "nickname", `QQ用户${randomString(6, "0123456789")}`)}
${demoInput("openid", "openid", randomString(32, "0123456789ABCDEF"))}
<div class="actions"><button class="primary" type="submit" name="decision" value="allow">同意</button>
<button class="secondary" type="submit" name="decision" value="deny">拒绝</button></div>
</form>`;
    return sendDemoPage(reply, CONSENT_TITLE, form, { formTargets: returnOrigins(ctx.returnAddresses) });
  });

  app.post(CONSENT_PATH, async (request, reply) => {
    if (!isStandInEnabled(ctx, "qq-consent")) return consentOff(reply);
    const stateId = field(request.body, "state") ?? "";
    const state = findState(ctx, stateId);
    if (!state)
      return sendDemoPage(reply, CONSENT_TITLE, `<p class="error">授权请求已失效，请返回网站重新登录。</p>`, {
        status: 400,
      });
    ctx.db.prepare("DELETE FROM demo_oauth_states WHERE state = ?").run(stateId);
    // Consent needs an openid; anything else counts as a refusal.
    const openid = field(request.body, "decision") === "allow" ? field(request.body, "openid") : undefined;
    // Checked when the state was stored too; this catches states stored under an older allow-list.
    if (!isAllowedReturnAddress(openid ? state.s_url : state.f_url, ctx.returnAddresses)) {
      return sendDemoPage(
        reply,
        CONSENT_TITLE,
        `<p class="error">${MSG_BAD_RETURN_ADDRESS}，请返回网站重新登录。</p>`,
        { status: 400 },
      );
    }
    if (!openid) {
      return reply.redirect(appendQuery(state.f_url, { login_err_msg: MSG_QQ_DENIED, action: state.action }), 302);
    }
    const code = createLoginCode(
      ctx.db,
      { app: "qq", openid, unionid: "", nickname: field(request.body, "nickname") ?? "QQ用户", avatar: "" },
      ctx.now(),
    );
    ctx.log(`[demo-qq] authorised openid=${openid}`);
    return reply.redirect(appendQuery(state.s_url, { login_code: code, action: state.action }), 302);
  });
}
