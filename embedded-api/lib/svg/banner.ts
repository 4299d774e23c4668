import { escapeXml, FONT_STACK, gradient, palette } from "./common";

const BANNERS: Array<{ title: string; subtitle: string; seed: number }> = [
  { title: "海量精品录播课", subtitle: "编程、数据、设计、职场，随时随地学习", seed: 0 },
  { title: "Python 数据分析实战", subtitle: "从数据清洗到可视化，用数据驱动决策", seed: 3 },
  { title: "MeEdu 开源网校系统", subtitle: "快速搭建属于你自己的在线教育平台", seed: 5 },
];

/** The banners' smallest drawn text (the 立即学习 label), in px of the 1200×400 image. */
export const BANNER_SMALLEST_TEXT_PX = 22;

/** 1200×400 slider banner n (1-based); unknown numbers reuse the first design. */
export function bannerSvg(n: number): string {
  const banner = BANNERS[n - 1] ?? BANNERS[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs>${gradient("g", palette(banner.seed))}</defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1020" cy="80" r="220" fill="#fff" opacity="0.10"/>
<circle cx="1120" cy="380" r="160" fill="#fff" opacity="0.08"/>
<rect x="860" y="120" width="220" height="160" rx="16" fill="#fff" opacity="0.18"/>
<polygon points="950,165 950,235 1010,200" fill="#fff" opacity="0.9"/>
<g font-family="${FONT_STACK}" fill="#fff">
<text x="100" y="180" font-size="60" font-weight="700">${escapeXml(banner.title)}</text>
<text x="100" y="245" font-size="28" opacity="0.9">${escapeXml(banner.subtitle)}</text>
<rect x="100" y="285" width="168" height="52" rx="26" fill="#fff" opacity="0.95"/>
<text x="184" y="320" font-size="${BANNER_SMALLEST_TEXT_PX}" text-anchor="middle" fill="${palette(banner.seed)[1]}">立即学习</text>
</g>
</svg>`;
}
