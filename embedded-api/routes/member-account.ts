import type { FastifyInstance } from "fastify";
import { createActionSign, verifyActionSign } from "../lib/action-sign";
import { requireAuth, revokeMemberTokens } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { ApiError, MSG_BAD_PARAM, MSG_ERROR, ok } from "../lib/envelope";
import { NEW_PASSWORD_RULE } from "../lib/password-rule";
import { requireSmsCode } from "../lib/sms";
import { rawField, validate } from "../lib/validate";
import { recordAgreements } from "../repos/agreements";
import { findUserByMobile, setPassword, setUserMobile } from "../repos/users";
import type { AppContext } from "../types";

const SIGN_TTL_MS = 3600 * 1000;
const DELETE_AFTER_MS = 7 * 86_400_000;
const NICKNAME_MAX = 24;
const MOBILE_RULES = [
  { field: "mobile", required: "请输入手机号" },
  { field: "mobile_code", required: "请输入短信验证码" },
];

/** Account actions: password, nickname, change mobile, unbind, destroy, agree to agreements. */
export function registerMemberAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/v2/member/detail/password", async (request) => {
    const { user, claims } = requireAuth(ctx, request);
    const input = validate(request.body, [...MOBILE_RULES, NEW_PASSWORD_RULE]);
    requireSmsCode(ctx, input.mobile, rawField(request.body, "mobile_code"));
    // MeEdu compares with !==: a mobile sent as a JSON number never matches.
    if (rawField(request.body, "mobile") !== user.mobile) throw new ApiError("请绑定手机号");
    await setPassword(ctx.db, user.id, input.password as string, ctx.now());
    // Other sessions (perhaps someone who learnt the old password) end; this one goes on.
    revokeMemberTokens(ctx, user.id, claims.jti);
    return ok();
  });

  app.post("/api/v2/member/detail/nickname", async (request) => {
    const { user } = requireAuth(ctx, request);
    const nickName = validate(request.body, [{ field: "nick_name", required: "请输入昵称" }]).nick_name as string;
    if (user.is_set_nickname === 1) throw new ApiError("当前用户已配置昵称");
    if (ctx.db.prepare("SELECT 1 FROM users WHERE nick_name = ? AND id != ?").get(nickName, user.id)) {
      throw new ApiError("昵称已经存在");
    }
    // The DB column is 24 characters; MeEdu fails such names with the generic error.
    if ([...nickName].length > NICKNAME_MAX) throw new ApiError(MSG_ERROR);
    ctx.db
      .prepare("UPDATE users SET nick_name = ?, is_set_nickname = 1, updated_at = ? WHERE id = ?")
      .run(nickName, toLocal(ctx.now()), user.id);
    return ok();
  });

  app.post("/api/v2/member/verify", async (request) => {
    const { user } = requireAuth(ctx, request);
    const input = validate(request.body, MOBILE_RULES);
    requireSmsCode(ctx, input.mobile, rawField(request.body, "mobile_code"));
    if (rawField(request.body, "mobile") !== user.mobile) throw new ApiError(MSG_BAD_PARAM);
    return ok({ sign: createActionSign(ctx.tokenSecret, ctx.now() + SIGN_TTL_MS) });
  });

  app.put("/api/v2/member/mobile", async (request) => {
    const { user } = requireAuth(ctx, request);
    const input = validate(request.body, [...MOBILE_RULES, { field: "sign" }]);
    if (!verifyActionSign(ctx.tokenSecret, input.sign, ctx.now())) throw new ApiError(MSG_BAD_PARAM);
    const mobile = input.mobile as string;
    requireSmsCode(ctx, mobile, rawField(request.body, "mobile_code"));
    // MeEdu's changeMobile refuses any mobile that exists, the member's own current one included.
    if (findUserByMobile(ctx.db, mobile)) throw new ApiError("手机号已存在");
    setUserMobile(ctx.db, user.id, mobile, ctx.now());
    return ok();
  });

  app.delete("/api/v2/member/socialite/:app", async (request) => {
    const { user } = requireAuth(ctx, request);
    const appName = (request.params as { app: string }).app;
    if (appName !== "qq" && appName !== "wechat") throw new ApiError(MSG_BAD_PARAM);
    ctx.db.prepare("DELETE FROM socialite WHERE user_id = ? AND app = ?").run(user.id, appName);
    return ok();
  });

  app.post("/api/v3/member/destroy", async (request) => {
    const { user } = requireAuth(ctx, request);
    if (ctx.db.prepare("SELECT 1 FROM user_delete_jobs WHERE user_id = ? AND status = 0").get(user.id)) {
      throw new ApiError("用户已申请注销");
    }
    const at = toLocal(ctx.now());
    const dueAt = toLocal(ctx.now() + DELETE_AFTER_MS);
    ctx.db
      .prepare(
        "INSERT INTO user_delete_jobs (user_id, mobile, due_at, status, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)",
      )
      .run(user.id, user.mobile, dueAt, at, at);
    // No message: MeEdu's UserDeleteSubmitEvent has no listener.
    return ok();
  });

  // The body is ignored: every active required agreement is recorded (AgreementController::agree).
  app.post("/api/v2/member/agreement/agree", async (request) => {
    const { user } = requireAuth(ctx, request);
    recordAgreements(ctx.db, user.id, {
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? ""),
      platform: String(request.headers["meedu-platform"] ?? ""),
      nowMs: ctx.now(),
    });
    return ok();
  });
}
