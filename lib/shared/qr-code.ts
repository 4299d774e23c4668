import { create } from "qrcode";

const QUIET_ZONE = 2;

/**
 * A QR code of `text` as an SVG data URL, built synchronously so the same code renders on the
 * server (face check page) and in the browser (WeChat dialog) with no canvas.
 */
let last: { text: string; url: string } | null = null;

export function qrCodeDataUrl(text: string): string {
  // Dialogs re-render every second for their countdown; the QR itself stays the same.
  if (last?.text === text) return last.url;
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  let path = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules.get(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const box = size + QUIET_ZONE * 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges">` +
    `<rect width="${box}" height="${box}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  last = { text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
  return last.url;
}
