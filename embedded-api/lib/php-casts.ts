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
  if (value === undefined || value === null || value === false || value === 0 || value === "" || value === "0")
    return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return !Number.isNaN(value);
}

/**
 * Laravel's `integer` rule (filter_var FILTER_VALIDATE_INT): "12", "-3", "+3", true and 1.0 pass;
 * "012", "1.5", "1e3", "" and arrays do not.
 */
export function phpIsInteger(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isSafeInteger(value);
  if (typeof value !== "string") return false;
  const match = /^[ \t\n\r\v]*([+-]?(?:0|[1-9]\d*))[ \t\n\r\v]*$/.exec(value);
  return !!match && Number.isSafeInteger(Number(match[1]));
}
