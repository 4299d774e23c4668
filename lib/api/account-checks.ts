import type { FaceVerifySession, FaceVerifyStatus } from "./account-checks-types";
import { apiEnvelope, apiRequest, type ApiEnvelope } from "./client";
import { ApiError } from "./errors";
import { asNumber, asRecord, asString } from "./normalize";

/** POST v2/member/detail/mobile: first real mobile for an account with a placeholder. */
export async function bindMobile(input: { mobile: string; mobile_code: string }): Promise<void> {
  await apiRequest("v2/member/detail/mobile", { method: "POST", body: input });
}

/** POST v3/member/tencent/faceVerify with s_url "PC". `token` is passed on the server. */
export async function startFaceVerify(token?: string | null): Promise<FaceVerifySession> {
  const raw = asRecord(
    await apiRequest<unknown>("v3/member/tencent/faceVerify", {
      method: "POST",
      body: { s_url: "PC" },
      token,
      silent: true,
    }),
  );
  const session = { url: asString(raw.url), ruleId: asString(raw.rule_id), bizToken: asString(raw.biz_token) };
  if (!session.url || !session.bizToken) throw new ApiError("business", 1, "无法发起实名认证");
  return session;
}

/**
 * Reads the face-verify poll answer. MeEdu reports "not yet / failed" with an object in `code`
 * (`{"code":{"status":5}}`), which the generic envelope rule would treat as an error.
 */
export function faceStatusOf(envelope: ApiEnvelope<unknown>): FaceVerifyStatus {
  const { code } = envelope;
  if (code === 0) return asNumber(asRecord(envelope.data).status) === 9 ? 9 : 5;
  if (code && typeof code === "object") return 5;
  const message = typeof envelope.message === "string" && envelope.message ? envelope.message : "错误";
  throw new ApiError("business", typeof code === "number" ? code : 1, message);
}

/** GET v3/member/tencent/faceVerify: 9 once verified, otherwise 5. */
export async function checkFaceVerify(input: { ruleId: string; bizToken: string }): Promise<FaceVerifyStatus> {
  const envelope = await apiEnvelope<unknown>("v3/member/tencent/faceVerify", {
    query: { rule_id: input.ruleId, biz_token: input.bizToken },
  });
  return faceStatusOf(envelope);
}
