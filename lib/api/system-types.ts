// The site's config, navigation and friendly links: raw as MeEdu sends them, and normalised.

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
  paid_content_purchase_protocol: string;
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
