import type { CourseDetail } from "../api/courses-types";
import type { User } from "../api/member-types";
import { parseMeeduDate } from "./relative-time";

/** A member whose VIP role has not expired. */
export function hasActiveVip(user: Pick<User, "role_id" | "role_expired_at">, now: Date = new Date()): boolean {
  if (!user.role_id || !user.role_expired_at) return false;
  const expires = parseMeeduDate(user.role_expired_at);
  return expires !== null && expires.getTime() > now.getTime();
}

/** The member may watch the course: bought, free, or VIP-free while their VIP is active. */
export function canWatchCourse(
  detail: Pick<CourseDetail, "isBuy"> & { course: Pick<CourseDetail["course"], "isFree" | "isVipFree"> },
  user: Pick<User, "role_id" | "role_expired_at">,
  now: Date = new Date(),
): boolean {
  return detail.isBuy || detail.course.isFree || (detail.course.isVipFree && hasActiveVip(user, now));
}
