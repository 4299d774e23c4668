// The signed-in member: raw `GET v2/member/detail` as MeEdu sends it, and normalised.

export interface RawMemberDetail {
  id: number;
  avatar: string;
  nick_name: string;
  mobile: string;
  is_lock?: number;
  is_active?: number;
  role_id: number;
  role_expired_at: string | null;
  invite_balance?: number;
  is_password_set: number;
  is_set_nickname: number;
  created_at?: string;
  credit1: number;
  credit2?: number;
  credit3?: number;
  role: { id: number; name: string; desc_rows?: string[] } | null | [];
  is_bind_qq: number;
  is_bind_wechat: number;
  is_bind_mobile: number;
  invite_people_count?: number;
  is_face_verify: boolean;
  profile_real_name?: string;
  profile_id_number?: string;
  /** MeEdu ≥ 4.9.27: whether the member agreed to the active user agreement / privacy policy. */
  agreement_status?: { user_agreement_agreed?: unknown; privacy_policy_agreed?: unknown } | [];
}

export interface User {
  id: number;
  name: string;
  avatar: string;
  mobile: string;
  role_id: number;
  role: { id: number; name: string } | null;
  role_expired_at: string | null;
  credit1: number;
  is_bind_mobile: number;
  is_face_verify: boolean;
  is_password_set: number;
  is_set_nickname: number;
  is_bind_qq: number;
  is_bind_wechat: number;
  /** Agreements the member still has to agree to (both false when none, or on backends before 4.9.27). */
  pendingAgreements: PendingAgreements;
}

export interface PendingAgreements {
  userAgreement: boolean;
  privacyPolicy: boolean;
}
