// Defensive readers for backend values whose type varies between MeEdu versions.

export function asString(value: unknown, fallback = ""): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return fallback;
}

export function asNumber(value: unknown, fallback = 0): number {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : fallback;
}

/** MeEdu sends flags as 0/1, "0"/"1" or booleans depending on where they are stored. */
export function asFlag(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

/** PHP serialises empty objects as [] and id-keyed maps as objects; lists come back either way. */
export function asList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === "object") return Object.values(value) as T[];
  return [];
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * MeEdu returns media URLs as stored: uploads are usually absolute, but the default avatar, covers
 * and sliders saved without APP_URL, or play URLs, may be relative paths (/storage/…). Every
 * normaliser resolves them here, against config `url` (the backend's public origin).
 */
/**
 * Where relative media URLs resolve: a value, or the read still under way (a page starts it
 * together with its other reads instead of waiting for it first).
 */
export type OriginSource = string | Promise<string>;

export function absoluteUrl(path: string, origin: string): string {
  if (!path) return "";
  if (/^(https?:)?\/\//i.test(path) || path.startsWith("data:")) return path;
  if (!origin) return path;
  return `${origin.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
