import type { SystemConfig } from "../api/system-types";
import type { User } from "../api/member-types";

// Which checks must be finished before protected pages: each needs its config switch on.

export function needsMobileBind(user: User, config: SystemConfig | null): boolean {
  return user.is_bind_mobile === 0 && config?.member.enabled_mobile_bind_alert === 1;
}

export function needsFaceVerify(user: User, config: SystemConfig | null): boolean {
  return user.is_face_verify === false && config?.member.enabled_face_verify === true;
}
