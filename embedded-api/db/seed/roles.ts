/** VIP plans. description lines are newline-separated, like MeEdu's roles.description. */
export const roleSeeds: Array<{
  name: string;
  charge: number;
  expireDays: number;
  weight: number;
  description: string;
}> = [
  {
    name: "月度会员",
    charge: 30,
    expireDays: 30,
    weight: 1,
    description: ["全部「会员免费」课程 30 天畅学", "专属学习群与助教答疑", "课程资料优先下载"].join("\n"),
  },
  {
    name: "年度会员",
    charge: 298,
    expireDays: 365,
    weight: 2,
    description: [
      "全部「会员免费」课程 365 天畅学",
      "专属学习群与助教答疑",
      "新课上线抢先看",
      "相当于每月不到 25 元",
    ].join("\n"),
  },
];
