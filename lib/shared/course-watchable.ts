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

/** Why a member may watch a course, as the buy area and the checkout say it. */
export type CourseAccessKind = "free" | "bought" | "vip";

export const COURSE_ACCESS_LABELS: Record<CourseAccessKind, string> = {
  free: "本课程免费",
  bought: "课程已购买",
  vip: "已开通会员，会员免费看",
};

/**
 * MeEdu's `isBuy` is true for free courses and for VIP-free ones while the member's VIP is
 * active, not only for purchases; this tells them apart (a VIP who also bought reads as VIP).
 * null: the member may not watch the course.
 */
export function courseAccessKind(
  course: Pick<CourseDetail["course"], "isFree" | "isVipFree">,
  isBuy: boolean,
  user: Pick<User, "role_id" | "role_expired_at"> | null,
  now: Date = new Date(),
): CourseAccessKind | null {
  if (course.isFree) return "free";
  if (!isBuy) return null;
  if (course.isVipFree && user && hasActiveVip(user, now)) return "vip";
  return "bought";
}
