import { escapeXml, FONT_STACK, gradient } from "./common";

/** Site logo: a rounded mark plus the site name (about 240×60). */
export function logoSvg(siteName: string): string {
  const width = Math.max(160, 76 + [...siteName].reduce((w, ch) => w + (/[\u0000-\u00ff]/.test(ch) ? 14 : 26), 0));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="60" viewBox="0 0 ${width} 60">
<defs>${gradient("g", ["#3ca7fa", "#1769e0"])}</defs>
<rect x="4" y="6" width="48" height="48" rx="12" fill="url(#g)"/>
<path d="M16 40V20l12 12 12-12v20" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<text x="64" y="40" font-family="${FONT_STACK}" font-size="26" font-weight="700" fill="#1f2937">${escapeXml(siteName)}</text>
</svg>`;
}

/** Default member avatar: a neutral silhouette in a circle (served at /images/default_avatar.jpg). */
export function avatarSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<defs>${gradient("g", ["#dbeafe", "#93c5fd"])}</defs>
<circle cx="60" cy="60" r="60" fill="url(#g)"/>
<circle cx="60" cy="48" r="22" fill="#fff"/>
<path d="M22 104c6-22 22-32 38-32s32 10 38 32" fill="#fff"/>
</svg>`;
}

/** 1280×720 player poster. */
export function playerCoverSvg(siteName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs>${gradient("g", ["#1f2937", "#0f172a"])}</defs>
<rect width="1280" height="720" fill="url(#g)"/>
<circle cx="640" cy="330" r="80" fill="#fff" opacity="0.12"/>
<polygon points="615,285 615,375 690,330" fill="#fff" opacity="0.9"/>
<text x="640" y="480" text-anchor="middle" font-family="${FONT_STACK}" font-size="32" fill="#fff" opacity="0.8">${escapeXml(siteName)}</text>
</svg>`;
}
