// The moving watermark (config.player.bullet_secret): placeholders are replaced with
// plain string splitting, never a RegExp built from backend text.

export interface WatermarkUser {
  id: number;
  mobile: string;
}

const PLACEHOLDERS: Array<[string, (user: WatermarkUser | null) => string]> = [
  ["${user.mobile}", (user) => user?.mobile ?? ""],
  ["${user.id}", (user) => (user ? String(user.id) : "")],
  ["${mobile}", (user) => user?.mobile ?? ""],
];

export function watermarkText(template: string, user: WatermarkUser | null): string {
  let text = template;
  for (const [placeholder, value] of PLACEHOLDERS) text = text.split(placeholder).join(value(user));
  return text.trim();
}

/** A spot (percent of the frame) that keeps the text inside the video. */
export function watermarkPosition(random: () => number = Math.random): { top: number; left: number } {
  return { top: Math.round(5 + random() * 80), left: Math.round(5 + random() * 65) };
}
