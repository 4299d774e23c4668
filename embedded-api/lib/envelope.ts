/** The MeEdu response envelope: HTTP 200 always, `code` tells success from failure. */
export interface Envelope<T = unknown> {
  code: number | Record<string, unknown>;
  message: string;
  data: T | [];
}

export const MSG_ERROR = "错误";
export const MSG_LOGIN = "请登录";
export const MSG_NOT_FOUND = "资源不存在";
export const MSG_NO_ROUTE = "路由不存在";
export const MSG_TOO_MANY = "请稍后再试";
export const MSG_BAD_PARAM = "参数错误";

/** A business error that the error handler turns into `{code, message, data: []}`. */
export class ApiError extends Error {
  readonly code: number;
  constructor(message: string, code = 1) {
    super(message);
    this.name = "ApiError";
    this.code = code;
  }
}

/** Success envelope. `undefined` (no payload) becomes `data: []` like an empty PHP array. */
export function ok<T>(data?: T): Envelope<T> {
  return { code: 0, message: "", data: data === undefined ? [] : data };
}

/** Error envelope, always with `data: []`. */
export function fail(code: number, message: string): Envelope<never> {
  return { code, message, data: [] };
}

export function notFound(): never {
  throw new ApiError(MSG_NOT_FOUND, 404);
}

export function unauthorized(): never {
  throw new ApiError(MSG_LOGIN, 401);
}

/** Empty objects serialise as `[]` in PHP: mirror that for "object or []" fields. */
export function objectOrEmpty<T extends object>(value: T | null | undefined): T | [] {
  if (!value || Object.keys(value).length === 0) return [];
  return value;
}

/**
 * A PHP associative array: it serialises as a JSON array when its keys are exactly
 * 0..n-1 in order, otherwise as an object. An empty map becomes `[]`.
 */
export function phpMap<T>(entries: Array<[number, T]>): Record<string, T> | T[] {
  if (entries.every(([key], index) => key === index)) return entries.map(([, value]) => value);
  const out: Record<string, T> = {};
  for (const [key, value] of entries) out[String(key)] = value;
  return out;
}
