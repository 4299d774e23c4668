import { ApiError } from "./envelope";

/** One field's rules with their messages, checked in Laravel's order. */
export interface FieldRule {
  field: string;
  /** Message when the field is missing or empty. */
  required?: string;
  /** Minimum length in characters. */
  min?: [number, string];
  /** Maximum length in characters. */
  max?: [number, string];
  /** Allowed values (checked only when present). */
  oneOf?: [readonly string[], string];
}

// Laravel's TrimStrings middleware leaves passwords alone.
const UNTRIMMED = new Set(["password", "password_confirmation"]);
// PHP's trim(): these characters only, not every Unicode space.
const PHP_TRIM = /^[ \t\n\r\0\v]+|[ \t\n\r\0\v]+$/g;

/** Reads a request body / query field as a string, like Laravel's TrimStrings + ConvertEmptyStringsToNull. */
export function field(input: unknown, name: string): string | undefined {
  if (!input || typeof input !== "object") return undefined;
  const raw = (input as Record<string, unknown>)[name];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== "string" && typeof raw !== "number" && typeof raw !== "boolean") return undefined;
  const value = UNTRIMMED.has(name) ? String(raw) : String(raw).trim();
  return value === "" ? undefined : value;
}

/**
 * A body / query value as PHP sees it: strings trimmed (TrimStrings), JSON numbers, booleans,
 * arrays and objects left as they are. For the checks MeEdu makes with strict comparisons or casts.
 */
export function rawField(input: unknown, name: string): unknown {
  if (!input || typeof input !== "object") return undefined;
  const raw = (input as Record<string, unknown>)[name];
  return typeof raw === "string" && !UNTRIMMED.has(name) ? raw.replace(PHP_TRIM, "") : raw;
}

/**
 * Validates the input; on failure throws code 1 with every failing message joined by ","
 * (one message per field, the first rule that fails). Returns the fields as strings.
 */
export function validate(input: unknown, rules: FieldRule[]): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  const messages: string[] = [];
  for (const rule of rules) {
    const value = field(input, rule.field);
    values[rule.field] = value;
    const message = firstFailure(rule, value);
    if (message) messages.push(message);
  }
  if (messages.length > 0) throw new ApiError(messages.join(","));
  return values;
}

function firstFailure(rule: FieldRule, value: string | undefined): string | undefined {
  if (value === undefined) return rule.required;
  // Laravel's required fails for a string that is empty once trimmed, an untrimmed password too.
  if (rule.required && value.replace(PHP_TRIM, "") === "") return rule.required;
  const length = [...value].length;
  if (rule.min && length < rule.min[0]) return rule.min[1];
  if (rule.max && length > rule.max[0]) return rule.max[1];
  if (rule.oneOf && !rule.oneOf[0].includes(value)) return rule.oneOf[1];
  return undefined;
}

/** Positive integer from a query value, or the fallback. */
export function intParam(input: unknown, name: string, fallback: number, max = 1000): number {
  const value = Number(field(input, name));
  if (!Number.isInteger(value) || value < 1) return fallback;
  return Math.min(value, max);
}
