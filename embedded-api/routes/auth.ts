import type { FastifyInstance, FastifyRequest } from "fastify";
import { issueLoginToken, requirePlainAuth, revokeMemberTokens, revokeToken } from "../lib/auth";
import { ApiError, ok } from "../lib/envelope";
import { verifyPasswordOrDummy } from "../lib/password";
import { NEW_PASSWORD_RULE } from "../lib/password-rule";
import { requireSmsCode } from "../lib/sms";
import { rawField, validate } from "../lib/validate";
import { credit1Rewards } from "../repos/credit-rewards";
import { createUser, findUserByMobile, setPassword } from "../repos/users";
import type { AppContext, UserRow } from "../types";

const MOBILE = { field: "mobile", required: "请输入手机号" };
const MOBILE_CODE = { field: "mobile_code", required: "请输入短信验证码" };
const PASSWORD = { field: "password", required: "请输入密码" };
const MSG_LOCKED = "账号已被锁定";

/** Login (password / SMS with auto-registration), SMS registration, password reset and logout. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const registration = (request: FastifyRequest, mobile: string, password?: string) =>
    createUser(ctx.db, {
      mobile,
      password,
      ip: request.ip,
      nowMs: ctx.now(),
      registerReward: credit1Rewards(ctx).register,
    });
  const login = (request: FastifyRequest, user: UserRow) => {
    if (user.is_lock === 1) throw new ApiError(MSG_LOCKED);
    return ok({ token: issueLoginToken(ctx, request, user.id) });
  };

  app.post("/api/v2/login/password", async (request) => {
    const input = validate(request.body, [MOBILE, PASSWORD]);
    const user = findUserByMobile(ctx.db, input.mobile as string);
    // An unknown mobile costs the same scrypt work, so timing does not tell which mobiles exist.
    const matches = await verifyPasswordOrDummy(input.password as string, user?.password);
    if (!user || !matches) throw new ApiError("手机号或密码错误");
    return login(request, user);
  });

  app.post("/api/v2/login/mobile", async (request) => {
    const input = validate(request.body, [MOBILE]);
    const mobile = input.mobile as string;
    requireSmsCode(ctx, mobile, rawField(request.body, "mobile_code"));
    const user = findUserByMobile(ctx.db, mobile) ?? (await registration(request, mobile));
    return login(request, user);
  });

  app.post("/api/v2/register/sms", async (request) => {
    const input = validate(request.body, [MOBILE, MOBILE_CODE, NEW_PASSWORD_RULE]);
    const mobile = input.mobile as string;
    requireSmsCode(ctx, mobile, rawField(request.body, "mobile_code"));
    if (findUserByMobile(ctx.db, mobile)) throw new ApiError("手机号已存在");
    await registration(request, mobile, input.password);
    return ok();
  });

  app.post("/api/v2/password/reset", async (request) => {
    const input = validate(request.body, [MOBILE, MOBILE_CODE, NEW_PASSWORD_RULE]);
    const mobile = input.mobile as string;
    requireSmsCode(ctx, mobile, rawField(request.body, "mobile_code"));
    const user = findUserByMobile(ctx.db, mobile);
    if (!user) throw new ApiError("手机号不存在");
    await setPassword(ctx.db, user.id, input.password as string, ctx.now());
    // Whoever forgot the password may not be the only one holding a session: end them all.
    revokeMemberTokens(ctx, user.id);
    return ok();
  });

  app.post("/api/v2/logout", async (request) => {
    revokeToken(ctx, requirePlainAuth(ctx, request).claims);
    return ok();
  });
}
