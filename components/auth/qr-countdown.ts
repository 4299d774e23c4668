// Pure pieces of the WeChat QR countdown (有效期 in minutes and seconds).

/** The lifetime MeEdu gives a QR scan key (its `expire` is issue time + 300 s). */
export const QR_LIFETIME_SECONDS = 300;

/**
 * Seconds the QR stays valid, from the server's `expire` (unix seconds) and the browser clock.
 * A key was issued a moment ago, so an answer that is already past, or further away than two
 * lifetimes, means the two clocks disagree: the nominal 300 s is used instead.
 */
export function qrLifetimeSeconds(expire: number, nowMs: number): number {
  const seconds = Math.floor(expire - nowMs / 1000);
  return seconds > 0 && seconds <= QR_LIFETIME_SECONDS * 2 ? seconds : QR_LIFETIME_SECONDS;
}

/** Whole seconds left until `deadlineMs`, never negative. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** 有效期：04分59秒 */
export function formatQrCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `有效期：${pad(Math.floor(safe / 60))}分${pad(safe % 60)}秒`;
}
