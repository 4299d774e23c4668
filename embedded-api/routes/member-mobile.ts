import type { FastifyInstance } from "fastify";
import { requireAuth } from "../lib/auth";
import { ApiError, ok } from "../lib/envelope";
import { requireSmsCode } from "../lib/sms";
import { rawField, validate } from "../lib/validate";
import { findUserByMobile, setUserMobile } from "../repos/users";
import type { AppContext } from "../types";

/** A real mobile is 11 digits starting with 1 (placeholders from social sign-up are 9 digits). */
export const isRealMobile = (mobile: string) => /^1\d{10}$/.test(mobile);

/** POST /api/v2/member/detail/mobile: first-time bind for accounts with a placeholder mobile. */
export function registerMemberMobileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/v2/member/detail/mobile", async (request) => {
    const { user } = requireAuth(ctx, request);
    const input = validate(request.body, [
      { field: "mobile", required: "请输入手机号" },
      { field: "mobile_code", required: "请输入短信验证码" },
    ]);
    const mobile = input.mobile as string;
    requireSmsCode(ctx, mobile, rawField(request.body, "mobile_code"));
    if (isRealMobile(user.mobile)) throw new ApiError("已绑定");
    if (findUserByMobile(ctx.db, mobile)) throw new ApiError("手机号已存在");
    setUserMobile(ctx.db, user.id, mobile, ctx.now());
    return ok();
  });
}
