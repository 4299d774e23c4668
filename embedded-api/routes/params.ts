import { ApiError, MSG_NO_ROUTE } from "../lib/envelope";

/** Route-parameter pattern for MeEdu's digits-only `{id}`; other ids fall through to 路由不存在. */
export const ID = ":id(^\\d+$)";

/** Reads the numeric `id` route param (guaranteed digits by the ID pattern). */
export function idParam(params: unknown): number {
  const id = Number((params as { id?: string }).id);
  if (!Number.isSafeInteger(id)) throw new ApiError(MSG_NO_ROUTE, 404);
  return id;
}
