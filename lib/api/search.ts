import { apiRequest } from "./client";
import type { SearchResult, SearchType } from "./content-models";
import type { PageOf } from "./course-models";
import type { RawSearchItem } from "./course-types";
import { asList, asNumber, asRecord, asString } from "./normalize";

export const SEARCH_PER_PAGE = 10;

export const SEARCH_TYPE_LABELS: Record<string, string> = { vod: "录播课", video: "录播课时" };

/** Where a hit leads, by resource_type; null for add-on types this site does not have. */
export function searchResultHref(result: Pick<SearchResult, "resourceType" | "resourceId">): string | null {
  if (result.resourceType === "vod") return `/courses/detail/${result.resourceId}`;
  if (result.resourceType === "video") return `/courses/video/${result.resourceId}`;
  return null;
}

export function normalizeSearchResult(raw: RawSearchItem): SearchResult {
  return {
    id: asNumber(raw.id),
    resourceType: asString(raw.resource_type),
    resourceId: asNumber(raw.resource_id),
    title: asString(raw.title),
    snippet: asString(raw.p) || asString(raw.short_desc),
  };
}

export interface SearchQuery {
  keywords: string;
  type: SearchType;
  page: number;
}

/**
 * `GET /api/v3/search` → `{total, data}`; results depend on the keywords, so they are not cached.
 * `type` is always sent, "" for 全部: MeEdu 4.9.30 passes a missing type into
 * FullSearchService::search(string $type) and answers {code:1,"错误"} (a TypeError on PHP 7.4).
 */
export async function searchResources(query: SearchQuery): Promise<PageOf<SearchResult>> {
  const raw = asRecord(
    await apiRequest<unknown>("v3/search", {
      query: { keywords: query.keywords, type: query.type, page: query.page, size: SEARCH_PER_PAGE },
    }),
  );
  const items = asList<RawSearchItem>(raw.data)
    .filter((item) => item && typeof item === "object")
    .map(normalizeSearchResult);
  const total = asNumber(raw.total, items.length);
  return {
    items,
    page: query.page,
    lastPage: Math.max(1, Math.ceil(total / SEARCH_PER_PAGE)),
    perPage: SEARCH_PER_PAGE,
    total,
  };
}
