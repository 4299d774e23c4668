/** Home page decoration blocks for pc-page-index, in display order. */
export type BlockSeed =
  | { sign: "pc-slider"; slides: Array<{ banner: number; href: string }> }
  | { sign: "pc-vod-v1"; title: string; courseSlugs: string[] }
  | { sign: "code"; html: string };

export const pcIndexBlocks: BlockSeed[] = [
  {
    sign: "pc-slider",
    slides: [
      { banner: 1, href: "/courses" },
      { banner: 2, href: "/courses/detail/{course:python-data-analysis}" },
      { banner: 3, href: "https://www.meedu.vip" },
    ],
  },
  {
    sign: "pc-vod-v1",
    title: "推荐课程",
    courseSlugs: [
      "python-data-analysis",
      "vue3-typescript",
      "react-18",
      "go-concurrency",
      "ml-foundations",
      "figma-ui",
      "structured-thinking",
      "python-basics",
    ],
  },
  {
    sign: "pc-vod-v1",
    title: "免费好课",
    courseSlugs: [
      "python-basics",
      "html5-css3",
      "wechat-mini-program",
      "sql-30",
      "mobile-ui-guidelines",
      "notion-pkm",
      "git-teamwork",
    ],
  },
  {
    sign: "code",
    html: `<div style="padding:32px 40px;border-radius:12px;background:linear-gradient(135deg,#3ca7fa,#6c5ce7);color:#fff;text-align:center">
<h3 style="margin:0 0 12px;font-size:24px">开通 VIP 会员，畅学全部会员免费课程</h3>
<p style="margin:0;font-size:16px;opacity:.9">月度会员仅需 ¥30，年度会员 ¥298，新课上线抢先看。<a href="/vip" style="color:#fff;text-decoration:underline">立即了解</a></p>
</div>`,
  },
];
