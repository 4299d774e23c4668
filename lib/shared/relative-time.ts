// Relative times for comments, messages, orders and announcements.
// Dates are always shown in China time: MeEdu schools are in China, and the
// reference showed older dates in UTC (a day shift). China has had no DST
// since 1991, so a fixed +8 h offset is exact and needs no ICU time-zone data.

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

// "2024-05-01 10:00:00" (MeEdu local = China time), "2024-05-01T02:00:00.000000Z",
// "2024-05-01T10:00:00+08:00", "2024-05-01".
const MEEDU_DATE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function zoneOffsetMs(zone: string | undefined): number {
  if (!zone) return CHINA_OFFSET_MS;
  if (zone.toUpperCase() === "Z") return 0;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return sign * (Number(digits.slice(0, 2)) * 3600 + Number(digits.slice(2)) * 60) * 1000;
}

export function parseMeeduDate(input: string | Date): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  const match = MEEDU_DATE.exec(input.trim());
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "", zone] = match;
  const outOfRange = (v: string, min: number, max: number) => Number(v) < min || Number(v) > max;
  if (outOfRange(mo, 1, 12) || outOfRange(d, 1, 31) || outOfRange(h, 0, 23) || outOfRange(mi, 0, 59)) return null;
  if (outOfRange(s, 0, 59)) return null;
  const ms = Number(fraction.padEnd(3, "0").slice(0, 3));
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  const date = new Date(utc - zoneOffsetMs(zone));
  return Number.isNaN(date.getTime()) ? null : date;
}

interface ChinaParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function chinaParts(date: Date): ChinaParts {
  const shifted = new Date(date.getTime() + CHINA_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    year: String(shifted.getUTCFullYear()),
    month: pad(shifted.getUTCMonth() + 1),
    day: pad(shifted.getUTCDate()),
    hour: pad(shifted.getUTCHours()),
    minute: pad(shifted.getUTCMinutes()),
  };
}

/** `YYYY-MM-DD HH:mm` in China time; "" when the input is not a date. */
export function formatChinaDateTime(input: string | Date): string {
  const date = parseMeeduDate(input);
  if (!date) return "";
  const p = chinaParts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** `YYYY-MM-DD` in China time; "" when the input is not a date. */
export function formatChinaDate(input: string | Date): string {
  const date = parseMeeduDate(input);
  if (!date) return "";
  const p = chinaParts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * 刚刚 / N分钟前 / N小时前 / N天前 / MM-DD / YYYY-MM-DD HH:mm.
 * Future dates (clock skew) read 刚刚; unparseable strings are returned as they are.
 */
export function relativeTime(input: string | Date, now: Date = new Date()): string {
  const date = parseMeeduDate(input);
  if (!date) return typeof input === "string" ? input : "";
  const seconds = (now.getTime() - date.getTime()) / 1000;
  if (seconds < MINUTE) return "刚刚";
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}分钟前`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}小时前`;
  if (seconds < 7 * DAY) return `${Math.floor(seconds / DAY)}天前`;
  const p = chinaParts(date);
  if (seconds < 365 * DAY) return `${p.month}-${p.day}`;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
