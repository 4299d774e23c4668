import type { Announcement } from "./announcements-types";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "./cache-policy";
import { apiRequest } from "./client";
import { normalizeAnnouncement } from "./content";
import { ApiError } from "./errors";
import { normalizePage, type PageOf } from "./paging";

export const ANNOUNCEMENTS_PER_PAGE = 10;

const cached = { revalidate: PUBLIC_READ_SECONDS, tags: [CACHE_TAGS.announcements] };

/** `{data, total}`, newest first. `timeoutMs`: a caller reading many pages under one deadline of its own. */
export async function fetchAnnouncements(
  page = 1,
  size = ANNOUNCEMENTS_PER_PAGE,
  timeoutMs?: number,
): Promise<PageOf<Announcement>> {
  const raw = await apiRequest<unknown>("v2/announcements", { query: { page, size }, timeoutMs, ...cached });
  const result = normalizePage<Announcement | null, unknown>(raw, normalizeAnnouncement, size);
  return { ...result, page, items: result.items.filter((item): item is Announcement => item !== null) };
}

/** One announcement; an unknown id rejects with an ApiError of kind "not-found". */
export async function fetchAnnouncement(id: number): Promise<Announcement> {
  const announcement = normalizeAnnouncement(await apiRequest<unknown>(`v2/announcement/${id}`, cached));
  if (!announcement) throw new ApiError("not-found", 404, "资源不存在");
  return announcement;
}
