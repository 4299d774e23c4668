import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import type { SystemConfig, User } from "@/lib/api/models";
import { StoreProvider } from "@/lib/stores/store-provider";
import { Toaster } from "@/components/ui/toaster";
import { useToastStore } from "@/components/ui/toast-store";

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

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: "小明",
    avatar: "",
    mobile: "13800000000",
    role_id: 0,
    role: null,
    role_expired_at: null,
    credit1: 0,
    is_bind_mobile: 1,
    is_face_verify: true,
    is_password_set: 1,
    is_set_nickname: 1,
    is_bind_qq: 0,
    is_bind_wechat: 0,
    ...overrides,
  };
}

/** Renders inside the app stores plus the toaster, so toast text is on screen. */
export function renderWithStores(ui: ReactElement, config: SystemConfig | null = makeConfig()) {
  return render(
    <StoreProvider seed={{ user: null, config, navs: [] }}>
      {ui}
      <Toaster />
    </StoreProvider>,
  );
}

export function resetToasts(): void {
  useToastStore.setState({ messages: [] });
}
