// Normalised shapes the site works with.

export interface NavItem {
  name: string;
  url: string;
  blank: boolean;
  children: NavItem[];
}

export interface FriendlyLink {
  id: number;
  name: string;
  url: string;
}

export interface SystemConfig {
  name: string;
  logo: string;
  url: string;
  h5_url: string;
  icp: string;
  icp_link: string;
  icp2: string;
  icp2_link: string;
  user_protocol: string;
  user_private_protocol: string;
  vip_protocol: string;
  course_purchase_notice: string;
  member: { enabled_mobile_bind_alert: number; enabled_face_verify: boolean };
  socialites: { qq: number; wechat_oauth: number };
  player: {
    cover: string;
    enabled_bullet_secret: boolean;
    bullet_secret: { size: number; color: string; opacity: number; text: string };
  };
  enabled_addons: string[];
}

export const CONFIG_FUNC_KEYS = [
  "vip",
  "live",
  "book",
  "topic",
  "paper",
  "practice",
  "mockPaper",
  "wrongBook",
  "wenda",
  "share",
  "codeExchanger",
  "snapshort",
  "ke",
  "promoCode",
  "daySignIn",
  "credit1Mall",
  "tuangou",
  "miaosha",
  "cert",
] as const;

export type ConfigFuncKey = (typeof CONFIG_FUNC_KEYS)[number];
export type ConfigFunc = Record<ConfigFuncKey, boolean>;

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
  /** Agreements the member still has to agree to (both false when none, or on backends before 4.9.30). */
  pendingAgreements: PendingAgreements;
}

export interface PendingAgreements {
  userAgreement: boolean;
  privacyPolicy: boolean;
}

export interface ImageCaptcha {
  key: string;
  img: string;
}

export interface Announcement {
  id: number;
  title: string;
  html: string;
  createdAt: string;
}

export interface CourseCard {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  isFree: boolean;
  categoryName: string;
  shortDescription: string;
}

export type HomeBlock =
  | { kind: "slider"; id: number; slides: { src: string; href: string }[] }
  | { kind: "courses"; id: number; title: string; courses: CourseCard[] }
  | { kind: "code"; id: number; html: string };
