/** Friendly links shown in the footer. */
export const linkSeeds: Array<{ name: string; url: string }> = [
  { name: "MeEdu 官网", url: "https://www.meedu.vip" },
  { name: "MeEdu 开源仓库", url: "https://github.com/Qsnh/meedu" },
  { name: "Gitee 镜像", url: "https://gitee.com/myteng/MeEdu" },
  { name: "Next.js", url: "https://nextjs.org" },
];
