import type { NavItem, SystemConfig, User } from "../api/models";
import { normalizeConfig } from "../api/system";

export function sampleUser(overrides: Partial<User> = {}): User {
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
    ...overrides,
  };
}

export function sampleConfig(): SystemConfig {
  return normalizeConfig({ name: "演示学堂", url: "https://school.example.com", h5_url: "https://m.example.com" });
}

export function sampleNavs(): NavItem[] {
  return [
    { name: "首页", url: "/", blank: false, children: [] },
    { name: "课程", url: "/courses", blank: false, children: [] },
  ];
}
