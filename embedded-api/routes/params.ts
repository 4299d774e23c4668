import { ApiError, MSG_ERROR, MSG_NO_ROUTE } from "../lib/envelope";

/** Route-parameter pattern for MeEdu's digits-only `{id}`; other ids fall through to 路由不存在. */
export const ID = ":id(^\\d+$)";

/** Reads the numeric `id` route param (guaranteed digits by the ID pattern). */
export function idParam(params: unknown): number {
  const id = Number((params as { id?: string }).id);
  if (!Number.isSafeInteger(id)) throw new ApiError(MSG_NO_ROUTE, 404);
  return id;
}

/**
 * MeEdu's `{courseId}` has no route pattern and goes straight into a PHP `int` parameter: a
 * segment that is not a number is a TypeError there, answered with code 1 错误 (not 路由不存在).
 */
export function intArgument(value: string): number {
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id)) throw new ApiError(MSG_ERROR);
  return id;
}
