/** Demo promo codes. MEEDU10 takes 10 yuan off any order; OLD20 has expired. */
export const promoCodeSeeds: Array<{ code: string; reward: number; expiresInDays: number; useTimes: number }> = [
  { code: "MEEDU10", reward: 10, expiresInDays: 365, useTimes: 0 },
  { code: "OLD20", reward: 20, expiresInDays: -1, useTimes: 0 },
];

/** Paid orders of the demo member: the bought course (matching user_course) and an expired month of VIP. */
export const demoOrderSeeds: Array<{
  mobile: string;
  goods: "COURSE" | "ROLE";
  slugOrRole: string;
  daysAgo: number;
  hour: number;
}> = [
  { mobile: "13800138000", goods: "COURSE", slugOrRole: "vue3-typescript", daysAgo: 10, hour: 19 },
  { mobile: "13800138000", goods: "ROLE", slugOrRole: "月度会员", daysAgo: 28, hour: 9 },
];
