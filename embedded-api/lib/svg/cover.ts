import { escapeXml, FONT_STACK, gradient, palette, wrapText } from "./common";

/** 640×480 course cover: gradient, soft shapes, the course title and its category. */
export function coverSvg(id: number, title: string, category: string): string {
  const colors = palette(id);
  const lines = wrapText(title, 11, 3);
  const startY = 250 - (lines.length - 1) * 32;
  const text = lines
    .map(
      (line, i) =>
        `<text x="56" y="${startY + i * 64}" font-size="48" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<defs>${gradient("g", colors)}</defs>
<rect width="640" height="480" fill="url(#g)"/>
<circle cx="560" cy="70" r="150" fill="#fff" opacity="0.10"/>
<circle cx="610" cy="430" r="110" fill="#fff" opacity="0.08"/>
<rect x="56" y="56" width="${Math.max(96, [...category].length * 26 + 40)}" height="44" rx="22" fill="#fff" opacity="0.22"/>
<g font-family="${FONT_STACK}">
<text x="76" y="86" font-size="24" fill="#fff">${escapeXml(category)}</text>
${text}
<text x="56" y="430" font-size="22" fill="#fff" opacity="0.8">MeEdu 演示网校 · 录播课</text>
</g>
</svg>`;
}
