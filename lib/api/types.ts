// Raw shapes as a MeEdu 4.9.x backend sends them (quirks in docs/meedu-backend.md).
// Area modules normalise these before pages or stores see them.

export interface ApiEnvelope<T> {
  // The face-verify query answers with an object here ({status:5}); everything else sends a number.
  code: number | { status: number };
  message: string;
  data: T;
}

export interface RawNavItem {
  id?: number;
  sort?: number;
  name: string;
  url: string;
  active_routes?: string;
  platform?: string;
  parent_id?: number;
  blank: number;
  children?: RawNavItem[];
}

export interface RawFriendlyLink {
  id: number;
  sort?: number;
  name: string;
  url: string;
}

export interface RawSystemConfig {
  name?: string;
  webname?: string;
  logo?: { logo?: string; white_logo?: unknown };
  url?: string;
  pc_url?: string;
  h5_url?: string;
  icp?: string;
  icp_link?: string;
  icp2?: string;
  icp2_link?: string;
  user_protocol?: string;
  user_private_protocol?: string;
  vip_protocol?: string;
  paid_content_purchase_protocol?: string;
  aboutus?: string;
  course_purchase_notice?: string;
  player?: {
    cover?: string;
    enabled_bullet_secret?: string | number;
    bullet_secret?: { size?: string; color?: string; opacity?: string; text?: string };
  };
  member?: { enabled_mobile_bind_alert?: number | string; enabled_face_verify?: boolean | number | string };
  socialites?: { qq?: number | string; wechat_oauth?: number | string };
  credit1_reward?: Record<string, number | string>;
  enabled_addons?: string[];
  navs?: RawNavItem[];
  links?: RawFriendlyLink[];
  [key: string]: unknown;
}

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
  /** MeEdu ≥ 4.9.30: whether the member agreed to the active user agreement / privacy policy. */
  agreement_status?: { user_agreement_agreed?: unknown; privacy_policy_agreed?: unknown } | [];
}

export interface RawImageCaptcha {
  sensitive?: boolean;
  key: string;
  img: string;
}

export interface RawAnnouncement {
  id: number;
  admin_id?: number;
  title: string;
  announcement: string;
  view_times?: number;
  created_at: string;
  updated_at?: string;
}

export interface RawCourseCard {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  short_description?: string;
  is_free: number;
  is_vip_free?: number;
  user_count?: number;
  videos_count?: number;
  category?: { id: number; name: string } | [];
}

export interface RawDecorationBlock {
  id: number;
  sign: string;
  sort: number;
  config_render: unknown;
}
