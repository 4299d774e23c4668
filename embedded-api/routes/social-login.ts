import type { FastifyInstance, FastifyRequest } from "fastify";
import { issueLoginToken, requireAuth } from "../lib/auth";
import { ApiError, MSG_BAD_PARAM, ok } from "../lib/envelope";
import { requireSmsCode } from "../lib/sms";
import { phpTruthy } from "../lib/php-casts";
import { field, rawField, validate } from "../lib/validate";
import { buildConfigPayload } from "../repos/config";
import { credit1Rewards } from "../repos/credit-rewards";
import { deleteLoginCode, findLoginCode, type SocialProfile } from "../repos/social-codes";
import { bindSocialite, findBoundUser, registerSocialUser, userHasApp } from "../repos/socialite";
import { findUserByMobile } from "../repos/users";
import type { AppContext, UserRow } from "../types";

const MSG_EXPIRED = "已过期";
const MSG_LOCKED = "用户已锁定无法登录";
const MSG_APP_BOUND_OTHER = "当前渠道账号已绑定了其它账号";

/** Login-code exchange, first-login mobile binding and binding from the member centre. */
export function registerSocialLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const config = () =>
    buildConfigPayload(ctx) as {
      member?: { enabled_mobile_bind_alert?: number | string };
    };
  const registration = (request: FastifyRequest) => ({
    ip: request.ip,
    nowMs: ctx.now(),
    registerReward: credit1Rewards(ctx).register,
  });
  const profileOf = (code: string): SocialProfile => findLoginCode(ctx.db, code, ctx.now()) ?? expired();
  const tokenFor = (request: FastifyRequest, user: UserRow) => {
    if (user.is_lock === 1) throw new ApiError(MSG_LOCKED);
    return issueLoginToken(ctx, request, user.id);
  };

  app.post("/api/v3/auth/login/code", async (request) => {
    const { code } = validate(request.body, [{ field: "code", required: MSG_BAD_PARAM }]);
    const profile = profileOf(code as string);
    let user = findBoundUser(ctx.db, profile, ctx.now());
    if (!user) {
      if (Number(config().member?.enabled_mobile_bind_alert) === 1) {
        return ok({ success: 0, action: "bind_mobile", code });
      }
      user = await registerSocialUser(ctx.db, profile, registration(request));
    }
    const token = tokenFor(request, user);
    deleteLoginCode(ctx.db, code as string);
    return ok({ success: 1, token });
  });

  app.post("/api/v3/auth/register/withSocialite", async (request) => {
    // MeEdu checks both in one `if (!$mobile || !$code)`: a single 参数错误.
    if (!phpTruthy(rawField(request.body, "mobile")) || !phpTruthy(rawField(request.body, "code")))
      throw new ApiError(MSG_BAD_PARAM);
    const mobile = field(request.body, "mobile") as string;
    const code = field(request.body, "code") as string;
    requireSmsCode(ctx, mobile, rawField(request.body, "mobile_code"));
    const profile = profileOf(code);
    if (findUserByMobile(ctx.db, mobile)) throw new ApiError("手机号已存在");
    if (findBoundUser(ctx.db, profile, ctx.now())) throw new ApiError(MSG_APP_BOUND_OTHER);
    const user = await registerSocialUser(ctx.db, profile, registration(request), mobile);
    const token = tokenFor(request, user);
    deleteLoginCode(ctx.db, code);
    return ok({ token });
  });

  app.post("/api/v3/member/socialite/bindWithCode", async (request) => {
    const { user } = requireAuth(ctx, request);
    const { code } = validate(request.body, [{ field: "code", required: MSG_BAD_PARAM }]);
    const profile = profileOf(code as string);
    const owner = findBoundUser(ctx.db, profile, ctx.now());
    if (owner && owner.id !== user.id) {
      throw new ApiError(
        profile.app === "wechat" && profile.unionid ? "同渠道账号已绑定其它用户" : MSG_APP_BOUND_OTHER,
      );
    }
    if (owner || userHasApp(ctx.db, user.id, profile.app)) throw new ApiError("您已经绑定了该渠道的账号");
    bindSocialite(ctx.db, user.id, profile, ctx.now());
    deleteLoginCode(ctx.db, code as string);
    return ok();
  });
}

function expired(): never {
  throw new ApiError(MSG_EXPIRED);
}
