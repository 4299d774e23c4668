import { apiRequest } from "./client";
import type { RawMemberDetail } from "./member-types";
import { asRecord, asString } from "./normalize";

// Browser-side account actions of the member centre. Each resolves on
// success and rejects with the API's message (e.g. 当前用户已配置昵称, 短信验证码错误).

export const AVATAR_MAX_BYTES = 1024 * 1024;
const AVATAR_TYPES = ["image/png", "image/jpeg"];
const AVATAR_EXTENSIONS = /\.(png|jpe?g)$/i;

/**
 * Client-side check before uploading; null when the file may be sent. The type the browser read
 * decides (a GIF named .png is a GIF); the name only when the browser could not tell.
 */
export function avatarFileProblem(file: { name: string; type: string; size: number }): string | null {
  const allowed = file.type ? AVATAR_TYPES.includes(file.type) : AVATAR_EXTENSIONS.test(file.name);
  if (!allowed) return "头像仅支持 png、jpg、jpeg 格式";
  if (file.size > AVATAR_MAX_BYTES) return "头像图片不能超过1M";
  return null;
}

/**
 * MeEdu (4.9.x) stores uploads only on its S3-type "s3-public" disk; a school that has not
 * configured one gets the exception handler's bare 错误 for every avatar.
 */
export const AVATAR_STORAGE_MISSING = "头像上传失败：网校可能尚未配置图片存储，请联系网校管理员";

export async function uploadAvatar(file: File): Promise<void> {
  const formData = new FormData();
  formData.append("file", file);
  await apiRequest("v2/member/detail/avatar", { method: "POST", formData, explain: { 错误: AVATAR_STORAGE_MISSING } });
}

export async function changeNickname(nickName: string): Promise<void> {
  await apiRequest("v2/member/detail/nickname", { method: "POST", body: { nick_name: nickName } });
}

export async function changePassword(input: { mobile: string; mobile_code: string; password: string }): Promise<void> {
  await apiRequest("v2/member/detail/password", { method: "POST", body: input });
}

/** Step 1 of changing the mobile: proves the current number, returns the 1-hour sign. */
export async function verifyCurrentMobile(input: { mobile: string; mobile_code: string }): Promise<string> {
  const raw = await apiRequest<unknown>("v2/member/verify", { method: "POST", body: input });
  return asString(asRecord(raw).sign);
}

export async function changeMobile(input: { mobile: string; mobile_code: string; sign: string }): Promise<void> {
  await apiRequest("v2/member/mobile", { method: "PUT", body: input });
}

export async function unbindSocialite(app: "qq" | "wechat"): Promise<void> {
  await apiRequest(`v2/member/socialite/${app}`, { method: "DELETE" });
}

export async function requestAccountDeletion(): Promise<void> {
  await apiRequest("v3/member/destroy", { method: "POST", body: {} });
}

/** 138****8000: 3 digits + **** + the last 4. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export interface MemberProfile {
  /** Masked by the server, e.g. 张*三 / 110101****1234; "" until verified. */
  realName: string;
  idNumber: string;
}

/** The (masked) real-name profile in the member detail read, for /member's 实名认证. */
export function memberProfileOf(raw: RawMemberDetail): MemberProfile {
  return { realName: asString(raw.profile_real_name), idNumber: asString(raw.profile_id_number) };
}
