import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "./cache-policy";
import { ApiError } from "./errors";
import { apiRequest } from "./client";
import { asList, asNumber, asRecord, asString } from "./normalize";
import type { RolePlan } from "./roles-types";

export function normalizeRole(raw: unknown): RolePlan {
  const item = asRecord(raw);
  return {
    id: asNumber(item.id),
    name: asString(item.name),
    charge: asNumber(item.charge),
    expireDays: asNumber(item.expire_days),
    descRows: asList<unknown>(item.desc_rows)
      .map((row) => asString(row).trim())
      .filter((row) => row !== ""),
  };
}

export function normalizeRoles(raw: unknown): RolePlan[] {
  return asList<unknown>(raw)
    .map(normalizeRole)
    .filter((role) => role.id > 0);
}

/** Public: the VIP plans. */
export async function fetchRoles(): Promise<RolePlan[]> {
  const raw = await apiRequest<unknown>("v2/roles", { revalidate: PUBLIC_READ_SECONDS, tags: [CACHE_TAGS.roles] });
  return normalizeRoles(raw);
}

/** One plan; a hidden or unknown plan rejects with a not-found ApiError. */
export async function fetchRole(id: number): Promise<RolePlan> {
  const raw = await apiRequest<unknown>(`v2/role/${id}`, { revalidate: PUBLIC_READ_SECONDS, tags: [CACHE_TAGS.roles] });
  const role = normalizeRole(raw);
  if (role.id <= 0) throw new ApiError("not-found", 404, "套餐不存在");
  return role;
}
