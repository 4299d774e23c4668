import type { NavItem, SystemConfig } from "../api/system-types";
import type { User } from "../api/member-types";

// One factory per model: start from these and override only what a test is about.

/** The API-normalised test user (no face verification, 10 credits). */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: "小明",
    avatar: "https://cdn.example.com/a.png",
    mobile: "13800000000",
    role_id: 0,
    role: null,
    role_expired_at: null,
    credit1: 10,
    is_bind_mobile: 1,
    is_face_verify: false,
    is_password_set: 1,
    is_set_nickname: 1,
    is_bind_qq: 0,
    is_bind_wechat: 0,
    pendingAgreements: { userAgreement: false, privacyPolicy: false },
    ...overrides,
  };
}

/** A complete config with protocol links, every switch off. */
export function makeConfig(overrides: Partial<SystemConfig> = {}): SystemConfig {
  return {
    name: "测试网校",
    logo: "https://api.example.com/logo.png",
    url: "https://api.example.com",
    h5_url: "",
    icp: "",
    icp_link: "",
    icp2: "",
    icp2_link: "",
    user_protocol: "https://api.example.com/user/protocol",
    user_private_protocol: "https://api.example.com/user/private_protocol",
    vip_protocol: "",
    paid_content_purchase_protocol: "",
    course_purchase_notice: "",
    member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false },
    socialites: { qq: 0, wechat_oauth: 0 },
    player: {
      cover: "",
      enabled_bullet_secret: false,
      bullet_secret: { size: 14, color: "#fff", opacity: 1, text: "" },
    },
    enabled_addons: [],
    ...overrides,
  };
}

export function makeNavs(): NavItem[] {
  return [
    { name: "首页", url: "/", blank: false, children: [] },
    { name: "课程", url: "/courses", blank: false, children: [] },
  ];
}
