import { apiRequest, type ApiRequestOptions } from "./client";
import { normalizeAgreementStatus } from "./agreements";
import { requireRecord } from "./errors";
import type { RawMemberDetail, User } from "./member-types";
import { absoluteUrl, asFlag, asNumber, asRecord, asString } from "./normalize";

export function normalizeUser(raw: RawMemberDetail, assetOrigin: string): User {
  const role = asRecord(raw.role);
  return {
    id: asNumber(raw.id),
    name: asString(raw.nick_name),
    avatar: absoluteUrl(asString(raw.avatar), assetOrigin),
    mobile: asString(raw.mobile),
    role_id: asNumber(raw.role_id),
    role: role.id ? { id: asNumber(role.id), name: asString(role.name) } : null,
    role_expired_at: raw.role_expired_at ? asString(raw.role_expired_at) : null,
    credit1: asNumber(raw.credit1),
    is_bind_mobile: asNumber(raw.is_bind_mobile),
    is_face_verify: asFlag(raw.is_face_verify),
    is_password_set: asNumber(raw.is_password_set),
    is_set_nickname: asNumber(raw.is_set_nickname),
    is_bind_qq: asNumber(raw.is_bind_qq),
    is_bind_wechat: asNumber(raw.is_bind_wechat),
    pendingAgreements: normalizeAgreementStatus(raw.agreement_status),
  };
}

type ReadOptions = Pick<ApiRequestOptions, "background">;

/** `token` is passed on the server; in the browser the session cookie is used. */
export async function fetchMemberRecord(token?: string | null, options: ReadOptions = {}): Promise<RawMemberDetail> {
  // Every page and the header read the member from here: an answer without one is unreadable.
  return requireRecord(
    await apiRequest<unknown>("v2/member/detail", { token, ...options }),
  ) as unknown as RawMemberDetail;
}

export async function fetchMemberDetail(
  assetOrigin: string,
  token?: string | null,
  options: ReadOptions = {},
): Promise<User> {
  return normalizeUser(await fetchMemberRecord(token, options), assetOrigin);
}

export async function fetchUnreadCount(token?: string | null, options: ReadOptions = {}): Promise<number> {
  return asNumber(await apiRequest<unknown>("v2/member/unreadNotificationCount", { token, ...options }));
}
