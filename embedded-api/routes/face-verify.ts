import type { FastifyInstance, FastifyReply } from "fastify";
import { randomBytes, randomUUID } from "node:crypto";
import { requireAuth } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { demoInput, escapeHtml, hiddenInput, sendDemoPage } from "../lib/demo-page";
import { isStandInEnabled } from "../lib/demo-stand-ins";
import { ApiError, MSG_BAD_PARAM, ok } from "../lib/envelope";
import { sendNoticePage } from "../lib/notice-page";
import { isAllowedReturnAddress, MSG_BAD_RETURN_ADDRESS, returnOrigins } from "../lib/return-address";
import { phpTruthy } from "../lib/php-casts";
import { field, rawField, validate } from "../lib/validate";
import { isFaceVerified, saveVerifiedProfile } from "../repos/profiles";
import type { AppContext } from "../types";

const DEMO_PATH = "/demo/face-verify";
const DEMO_TITLE = "演示：实名认证";
const SESSION_TTL_MS = 2 * 3600_000;
const RULE_ID = "1";
export const STATUS_PASSED = 9;

interface FaceSession {
  biz_token: string;
  user_id: number;
  s_url: string;
  status: number;
}

function findSession(ctx: AppContext, bizToken: string): FaceSession | undefined {
  return ctx.db
    .prepare("SELECT biz_token, user_id, s_url, status FROM face_verifications WHERE biz_token = ? AND expires_at > ?")
    .get(bizToken, ctx.now()) as FaceSession | undefined;
}

/** s_url "PC" means the server's own success page, as in MeEdu. */
const PC_RETURN = "PC";

/** Where the demo page sends the person afterwards, or null when s_url is not an allowed return address. */
function returnAddress(ctx: AppContext, sUrl: string): string | null {
  if (sUrl === PC_RETURN) return `${ctx.publicUrl}/face-verify-success`;
  return isAllowedReturnAddress(sUrl, ctx.returnAddresses) ? sUrl : null;
}

/** Tencent real-person verification (POST / GET faceVerify) with a demo page standing in for Tencent FaceID. */
export function registerFaceVerifyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/v3/member/tencent/faceVerify", async (request) => {
    const { user } = requireAuth(ctx, request);
    const { s_url } = validate(request.body, [{ field: "s_url", required: MSG_BAD_PARAM }]);
    if (isFaceVerified(ctx.db, user.id)) throw new ApiError("当前学员已完成实人认证");
    if (returnAddress(ctx, s_url as string) === null) throw new ApiError(MSG_BAD_RETURN_ADDRESS);
    // There is no FaceID account to call: only the demo page, in demo mode with member.enabled_face_verify on.
    if (!isStandInEnabled(ctx, "face-verify")) throw new ApiError("无法发起实名认证");
    const bizToken = randomUUID().toUpperCase();
    const requestId = randomBytes(16).toString("hex");
    ctx.db
      .prepare(
        `INSERT INTO face_verifications (biz_token, rule_id, request_id, user_id, s_url, status, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
      )
      .run(bizToken, RULE_ID, requestId, user.id, s_url, ctx.now() + SESSION_TTL_MS, toLocal(ctx.now()));
    const url = `${ctx.publicUrl}${DEMO_PATH}?biz_token=${encodeURIComponent(bizToken)}`;
    return ok({ url, rule_id: RULE_ID, biz_token: bizToken, request_id: requestId });
  });

  app.get("/api/v3/member/tencent/faceVerify", async (request, reply) => {
    const { user } = requireAuth(ctx, request);
    // MeEdu checks both in one `if (!$bizToken || !$ruleId)`: a single 参数错误.
    if (!phpTruthy(rawField(request.query, "rule_id")) || !phpTruthy(rawField(request.query, "biz_token"))) {
      throw new ApiError(MSG_BAD_PARAM);
    }
    const input = { rule_id: field(request.query, "rule_id"), biz_token: field(request.query, "biz_token") as string };
    const session = findSession(ctx, input.biz_token);
    if (session && session.user_id === user.id && session.status === STATUS_PASSED && input.rule_id === RULE_ID) {
      return ok({ status: STATUS_PASSED });
    }
    // MeEdu's quirk: an unfinished or failed check puts an object in `code`; clients read code.status.
    return reply.send({ code: { status: 5 }, message: "", data: [] });
  });

  const demoOff = (reply: FastifyReply) =>
    sendNoticePage(reply, "实名认证未开启", "本站未开启实名认证，请回到电脑上继续操作。", 403);

  app.get(DEMO_PATH, async (request, reply) => {
    if (!isStandInEnabled(ctx, "face-verify")) return demoOff(reply);
    const bizToken = field(request.query, "biz_token") ?? "";
    const session = findSession(ctx, bizToken);
    if (!session)
      return sendDemoPage(reply, DEMO_TITLE, `<p class="error">认证链接已失效，请回到电脑上刷新页面。</p>`, {
        status: 400,
      });
    if (session.status === STATUS_PASSED)
      return sendDemoPage(reply, DEMO_TITLE, `<p>认证已完成，请回到电脑上继续操作。</p>`);
    return sendDemoPage(reply, DEMO_TITLE, faceForm(bizToken, ""), { formTargets: returnOrigins(ctx.returnAddresses) });
  });

  app.post(DEMO_PATH, async (request, reply) => {
    if (!isStandInEnabled(ctx, "face-verify")) return demoOff(reply);
    const bizToken = field(request.body, "biz_token") ?? "";
    const session = findSession(ctx, bizToken);
    if (!session)
      return sendDemoPage(reply, DEMO_TITLE, `<p class="error">认证链接已失效，请回到电脑上刷新页面。</p>`, {
        status: 400,
      });
    const realName = field(request.body, "real_name");
    const idNumber = field(request.body, "id_number");
    if (!realName || !idNumber)
      return sendDemoPage(reply, DEMO_TITLE, faceForm(bizToken, "请填写姓名和身份证号"), {
        status: 400,
        formTargets: returnOrigins(ctx.returnAddresses),
      });
    // Checked when the session started too; this catches sessions stored under an older allow-list.
    const back = returnAddress(ctx, session.s_url);
    if (back === null)
      return sendDemoPage(
        reply,
        DEMO_TITLE,
        `<p class="error">${MSG_BAD_RETURN_ADDRESS}，请回到电脑上重新发起认证。</p>`,
        { status: 400 },
      );
    ctx.db.transaction(() => {
      ctx.db.prepare("UPDATE face_verifications SET status = ? WHERE biz_token = ?").run(STATUS_PASSED, bizToken);
      saveVerifiedProfile(ctx.db, session.user_id, realName, idNumber, ctx.now());
    })();
    ctx.log(`[demo-face] verified user=${session.user_id}`);
    return reply.redirect(back, 302);
  });

  app.get("/face-verify-success", async (_request, reply) =>
    sendDemoPage(reply, "实名认证成功", `<p>实名认证已完成，请回到电脑上继续学习。</p>`),
  );
}

function faceForm(bizToken: string, error: string): string {
  return `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<p>本页代替腾讯云人脸核身。填写后即视为认证通过。</p>
<form method="post" action="${DEMO_PATH}">
${hiddenInput("biz_token", bizToken)}
${demoInput("真实姓名", "real_name", "")}
${demoInput("身份证号", "id_number", "")}
<div class="actions"><button class="primary" type="submit">完成认证</button></div>
</form>`;
}
