export type ApiErrorKind = "business" | "unauthorized" | "not-found" | "transport";

/** An answer the site cannot read (not JSON, no envelope, or no record where one must be). */
export const UNREADABLE_ANSWER = "服务返回了无法识别的数据";

// Every failed call rejects with this, so callers can tell a business message
// (show it) from a network problem (retry later) without parsing strings.
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly httpStatus?: number;

  /** `cause`: what the runtime threw (fetch's reason, a JSON parse error), for the log only. */
  constructor(kind: ApiErrorKind, code: number, message: string, httpStatus?: number, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "ApiError";
    this.kind = kind;
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export const SILENT_BUSINESS_MESSAGES = new Set(["请勿重复绑定"]);
export const RELOGIN_MESSAGE = "请重新登录";

/** MeEdu's throttle (`{code:429,"请稍后再试"}`): it says nothing about the member or the request. */
export const THROTTLED_CODE = 429;
export const BUSY_MESSAGE = "服务繁忙，请稍后再试";

export const unreadableAnswer = () => new ApiError("transport", -1, UNREADABLE_ANSWER);

/**
 * `raw` as a record, for an answer that must carry one (the member, the config, a course): data
 * null, [] or a scalar is an unreadable answer, never an empty record to draw a page from.
 */
export function requireRecord(raw: unknown): Record<string, unknown> {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw unreadableAnswer();
  return raw as Record<string, unknown>;
}
