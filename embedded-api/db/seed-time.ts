import { toLocal } from "../lib/dates";

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD HH:00:00" (PRC) for the day `daysAgo` before now (negative = in the future). */
export function dayAt(nowMs: number, daysAgo: number, hour = 10, minute = 0): string {
  const day = toLocal(nowMs - daysAgo * DAY_MS).slice(0, 10);
  return `${day} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00`;
}
