// Reading Next's searchParams values ({[key]: string | string[] | undefined}).

export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** A positive integer parameter ("3"), else the fallback ("3a", "-1", "1e3" are refused). */
export function positiveIntParam(value: string | string[] | undefined, fallback = 0): number {
  const text = firstParam(value).trim();
  if (!/^\d{1,9}$/.test(text)) return fallback;
  const number = Number(text);
  return number > 0 ? number : fallback;
}

/** `?a=1&b=x` from the entries whose value is not empty/0, or "" when none is left. */
export function queryString(entries: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined && value !== "" && value !== 0) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
