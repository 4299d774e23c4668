import type { FastifyInstance } from "fastify";
import type { AppContext } from "../types";
import { registerFaceVerifyRoutes } from "./face-verify";
import { registerMemberMobileRoutes } from "./member-mobile";
import { registerSocialLoginRoutes } from "./social-login";
import { registerSocialTestHooks } from "./social-test-hooks";
import { registerQqRoutes } from "./socialite-qq";
import { registerWechatScanRoutes } from "./wechat-scan";

/** Every way in besides passwords and SMS: WeChat QR, QQ, login codes, mobile binding, face verification. */
export function registerSocialRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerWechatScanRoutes(app, ctx);
  registerQqRoutes(app, ctx);
  registerSocialLoginRoutes(app, ctx);
  registerMemberMobileRoutes(app, ctx);
  registerFaceVerifyRoutes(app, ctx);
  registerSocialTestHooks(app, ctx);
}
