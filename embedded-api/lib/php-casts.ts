// PHP's numeric prefix of a string: leading whitespace, a sign, digits with an optional fraction, an exponent.
const NUMERIC_PREFIX = /^[ \t\n\r\v\f]*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)/;

/**
 * PHP 7's `(int)` cast of a request value: "1abc" → 1, "1e3" → 1000, "1.9" → 1, "abc" → 0,
 * true → 1, a non-empty array or object → 1. MeEdu compares several inputs this way.
 */
export function phpInt(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "string") {
    const match = NUMERIC_PREFIX.exec(value);
    return match ? Math.trunc(Number(match[1])) || 0 : 0;
  }
  if (Array.isArray(value)) return value.length > 0 ? 1 : 0;
  if (value && typeof value === "object") return Object.keys(value).length > 0 ? 1 : 0;
  return 0;
}

/** PHP truthiness of a request value (`!$value` is true for "", "0", 0, false, null and empty arrays). */
export function phpTruthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === "" || value === "0") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return !Number.isNaN(value);
}
