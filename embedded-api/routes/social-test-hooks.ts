import type { FastifyInstance } from "fastify";
import { issueLoginToken } from "../lib/auth";
import { notFound, ok } from "../lib/envelope";
import { randomString } from "../lib/random";
import { field } from "../lib/validate";
import { saveVerifiedProfile } from "../repos/profiles";
import { registerSocialUser } from "../repos/socialite";
import { findUserByMobile } from "../repos/users";
import type { AppContext } from "../types";

/**
 * E2E helpers (EMBEDDED_API_TEST_HOOKS=1 only):
 * - POST /__test/social-user {app?, openid?, nickname?, mobile?, verified?} creates a member bound to
 *   a QQ/WeChat account like a first social login (placeholder mobile unless `mobile` is given;
 *   verified=1 marks the real-person check done) → {id, mobile, openid, token}.
 * - GET /__test/face-session?mobile= → {url, biz_token} of the member's latest face verification.
 */
export function registerSocialTestHooks(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.testHooks) return;

  app.post("/__test/social-user", async (request) => {
    const body = request.body;
    const appName = field(body, "app") === "qq" ? "qq" : "wechat";
    const openid = field(body, "openid") ?? `test-openid-${randomString(12)}`;
    const user = await registerSocialUser(
      ctx.db,
      { app: appName, openid, unionid: "", nickname: field(body, "nickname") ?? "测试用户", avatar: "" },
      { ip: request.ip, nowMs: ctx.now(), registerReward: 0 },
      field(body, "mobile"),
    );
    if (field(body, "verified") === "1" || field(body, "verified") === "true") {
      saveVerifiedProfile(ctx.db, user.id, "测试学员", "110101199001011234", ctx.now());
    }
    return ok({ id: user.id, mobile: user.mobile, openid, token: issueLoginToken(ctx, request, user.id) });
  });

  app.get("/__test/face-session", async (request) => {
    const user = findUserByMobile(ctx.db, field(request.query, "mobile") ?? "") ?? notFound();
    const row = ctx.db
      .prepare("SELECT biz_token FROM face_verifications WHERE user_id = ? ORDER BY rowid DESC LIMIT 1")
      .get(user.id) as { biz_token: string } | undefined;
    if (!row) notFound();
    return ok({
      url: `${ctx.publicUrl}/demo/face-verify?biz_token=${encodeURIComponent(row.biz_token)}`,
      biz_token: row.biz_token,
    });
  });
}
