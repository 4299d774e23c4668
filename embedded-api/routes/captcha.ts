import type { FastifyInstance } from "fastify";
import { checkImageCaptcha, createImageCaptcha } from "../lib/captcha";
import { ApiError, MSG_BAD_PARAM, ok } from "../lib/envelope";
import { SMS_SCENES, sendSmsCode } from "../lib/sms";
import { validate } from "../lib/validate";
import type { AppContext } from "../types";

/** GET /api/v2/captcha/image and POST /api/v2/captcha/sms. */
export function registerCaptchaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v2/captcha/image", async () => ok(await createImageCaptcha(ctx)));

  app.post("/api/v2/captcha/sms", async (request) => {
    const input = validate(request.body, [
      { field: "mobile", required: "请输入手机号" },
      { field: "image_captcha", required: "请输入图形验证码" },
      { field: "image_key", required: MSG_BAD_PARAM },
      { field: "scene", oneOf: [SMS_SCENES, MSG_BAD_PARAM] },
    ]);
    if (!checkImageCaptcha(ctx, input.image_key as string, input.image_captcha as string)) {
      throw new ApiError("图形验证码错误");
    }
    sendSmsCode(ctx, input.mobile as string, input.scene ?? "");
    return ok();
  });
}
