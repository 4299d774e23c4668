// Dates are stored like MeEdu's MySQL columns: local PRC time (UTC+8) as "YYYY-MM-DD HH:mm:ss".
// Eloquent timestamps (created_at, updated_at, read_at) go out as ISO UTC with microseconds;
// other datetime columns (published_at, role_expired_at, …) go out raw.

const PRC_OFFSET_MS = 8 * 3600 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Epoch ms → "YYYY-MM-DD HH:mm:ss" in PRC local time. */
export function toLocal(epochMs: number): string {
  const d = new Date(epochMs + PRC_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** "YYYY-MM-DD HH:mm:ss" (PRC) → epoch ms. */
export function fromLocal(local: string): number {
  return Date.parse(`${local.replace(" ", "T")}+08:00`);
}

/** "YYYY-MM-DD HH:mm:ss" (PRC) → "2024-05-01T02:00:00.000000Z"; null stays null. */
export function isoUtc(local: string | null | undefined): string | null {
  if (!local) return null;
  const ms = fromLocal(local);
  if (Number.isNaN(ms)) return null;
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, (_, millis: string) => `.${millis}000Z`);
}

/** Like isoUtc but for NOT NULL columns. */
export function isoUtcStrict(local: string): string {
  return isoUtc(local) ?? local;
}
