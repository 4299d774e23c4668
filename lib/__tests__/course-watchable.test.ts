import { canWatchCourse, courseAccessKind, hasActiveVip } from "../shared/course-watchable";

const NOW = new Date("2025-06-01T12:00:00+08:00");
const NO_VIP = { role_id: 0, role_expired_at: null };
const VIP = { role_id: 2, role_expired_at: "2025-12-31 23:59:59" };
const EXPIRED_VIP = { role_id: 2, role_expired_at: "2025-05-31 23:59:59" };
const course = (isFree: boolean, isVipFree: boolean) => ({ isFree, isVipFree });

describe("canWatchCourse (收藏: 继续学习 or a link to the course)", () => {
  it("bought courses and free courses", () => {
    expect(canWatchCourse({ isBuy: true, course: course(false, false) }, NO_VIP, NOW)).toBe(true);
    expect(canWatchCourse({ isBuy: false, course: course(true, false) }, NO_VIP, NOW)).toBe(true);
  });

  it("VIP-free courses only while the member's VIP is active", () => {
    expect(canWatchCourse({ isBuy: false, course: course(false, true) }, VIP, NOW)).toBe(true);
    expect(canWatchCourse({ isBuy: false, course: course(false, true) }, EXPIRED_VIP, NOW)).toBe(false);
    expect(canWatchCourse({ isBuy: false, course: course(false, true) }, NO_VIP, NOW)).toBe(false);
  });

  it("not a paid course the member has not bought, VIP or not", () => {
    expect(canWatchCourse({ isBuy: false, course: course(false, false) }, VIP, NOW)).toBe(false);
  });

  it("reads MeEdu's China-time expiry", () => {
    expect(hasActiveVip({ role_id: 1, role_expired_at: "2025-06-01 12:00:01" }, NOW)).toBe(true);
    expect(hasActiveVip({ role_id: 1, role_expired_at: "2025-06-01 11:59:59" }, NOW)).toBe(false);
  });
});

describe("courseAccessKind (本课程免费 / 课程已购买 / 已开通会员，会员免费看)", () => {
  it("a free course is free, whatever MeEdu's isBuy says", () => {
    expect(courseAccessKind(course(true, false), true, NO_VIP, NOW)).toBe("free");
    expect(courseAccessKind(course(true, false), false, null, NOW)).toBe("free");
  });

  it("isBuy on a VIP-free course with an active VIP is the membership, not a purchase", () => {
    expect(courseAccessKind(course(false, true), true, VIP, NOW)).toBe("vip");
    expect(courseAccessKind(course(false, true), true, EXPIRED_VIP, NOW)).toBe("bought");
    expect(courseAccessKind(course(false, false), true, VIP, NOW)).toBe("bought");
  });

  it("nothing when the member may not watch", () => {
    expect(courseAccessKind(course(false, true), false, VIP, NOW)).toBeNull();
    expect(courseAccessKind(course(false, false), false, null, NOW)).toBeNull();
  });
});
