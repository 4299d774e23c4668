import svgCaptcha from "svg-captcha";
import type { AppContext } from "../types";
import { opaqueKey } from "./random";

// MeEdu's charset, shown lower-cased because checking is case-insensitive.
export const CAPTCHA_CHARSET = "2346789abcdefghmnpqrtuxyzABCDEFGHMNPQRTUXYZ";
const DRAWN_CHARSET = [...new Set(CAPTCHA_CHARSET.toLowerCase())].join("");
export const CAPTCHA_TTL_MS = 300_000;

/** Creates a 120×48 PNG captcha and stores its answer for 300 s under a random key. */
export async function createImageCaptcha(ctx: AppContext): Promise<{ sensitive: false; key: string; img: string }> {
  const captcha = svgCaptcha.create({
    size: 4,
    charPreset: DRAWN_CHARSET,
    width: 120,
    height: 48,
    fontSize: 44,
    noise: 3,
    color: true,
    background: "#f3f6fa",
  });
  // Loaded on first use: libvips costs tens of MB a server that never draws a captcha does not need.
  const { default: sharp } = await import("sharp");
  const png = await sharp(Buffer.from(captcha.data)).png().toBuffer();
  const key = opaqueKey(36); // 48 characters
  const now = ctx.now();
  ctx.db.prepare("DELETE FROM captchas WHERE expires_at <= ?").run(now);
  ctx.db
    .prepare(`INSERT INTO captchas ("key", answer, expires_at) VALUES (?, ?, ?)`)
    .run(key, captcha.text.toLowerCase(), now + CAPTCHA_TTL_MS);
  return { sensitive: false, key, img: `data:image/png;base64,${png.toString("base64")}` };
}

/** Single-use, case-insensitive check: the key is removed whether the answer is right or wrong. */
export function checkImageCaptcha(ctx: AppContext, key: string, answer: string): boolean {
  const row = ctx.db.prepare(`SELECT answer, expires_at FROM captchas WHERE "key" = ?`).get(key) as
    { answer: string; expires_at: number } | undefined;
  if (!row) return false;
  ctx.db.prepare(`DELETE FROM captchas WHERE "key" = ?`).run(key);
  return row.expires_at > ctx.now() && row.answer === answer.trim().toLowerCase();
}

/** Test hook: the answer of a live captcha without consuming it. */
export function peekImageCaptcha(ctx: AppContext, key: string): string | undefined {
  const row = ctx.db.prepare(`SELECT answer FROM captchas WHERE "key" = ? AND expires_at > ?`).get(key, ctx.now()) as
    { answer: string } | undefined;
  return row?.answer;
}
