import { apiRequest } from "./client";
import { isApiError } from "./errors";
import { asList, asNumber, asRecord, asString } from "./normalize";
import type { PageOf } from "./paging";
import type { RawSearchItem, SearchResult, SearchType } from "./search-types";
import { logSoftFailure } from "../shared/soft-failure";

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

/** A course of `GET /api/v2/search` as a 录播课 hit; its short description is the snippet. */
export function normalizeTitleSearchCourse(raw: unknown): SearchResult | null {
  const course = asRecord(raw);
  const id = asNumber(course.id);
  if (id <= 0) return null;
  return {
    id,
    resourceType: "vod",
    resourceId: id,
    title: asString(course.title),
    snippet: asString(course.short_description),
  };
}

export interface SearchQuery {
  keywords: string;
  type: SearchType;
  page: number;
}

function pageOf(items: SearchResult[], total: number, page: number): PageOf<SearchResult> {
  return { items, page, lastPage: Math.max(1, Math.ceil(total / SEARCH_PER_PAGE)), perPage: SEARCH_PER_PAGE, total };
}

/**
 * `GET /api/v3/search` → `{total, data}`; results depend on the keywords, so they are not cached.
 * `type` is always sent, "" for 全部: MeEdu 4.9.30 passes a missing type into
 * FullSearchService::search(string $type) and answers {code:1,"错误"} (a TypeError on PHP 7.4).
 */
async function searchFullText(query: SearchQuery): Promise<PageOf<SearchResult>> {
  const raw = asRecord(
    await apiRequest<unknown>("v3/search", {
      query: { keywords: query.keywords, type: query.type, page: query.page, size: SEARCH_PER_PAGE },
    }),
  );
  const items = asList<RawSearchItem>(raw.data)
    .filter((item) => item && typeof item === "object")
    .map(normalizeSearchResult);
  return pageOf(items, asNumber(raw.total, items.length), query.page);
}

/**
 * `GET /api/v2/search`: course titles only, at most 10, no paging. A backend that closed the
 * deprecated API (CLOSE_DEPRECATED_API, 404) or answers oddly simply has no fallback.
 */
async function searchTitles(keywords: string): Promise<SearchResult[]> {
  try {
    const raw = asRecord(await apiRequest<unknown>("v2/search", { query: { keywords }, silent: true }));
    return asList<unknown>(raw.data)
      .map(normalizeTitleSearchCourse)
      .filter((item): item is SearchResult => item !== null);
  } catch (error) {
    // v3 has just answered, so this is v2 closed (CLOSE_DEPRECATED_API: a 404, expected) or broken.
    const closed = isApiError(error) && (error.httpStatus === 404 || error.kind === "not-found");
    if (!closed) logSoftFailure("旧版标题搜索", error, "显示全文搜索的空结果");
    return [];
  }
}

/**
 * Full-text search, or — on a MeEdu without Meilisearch, whose v3 search answers
 * {total:0,data:[]} for every keyword and exposes no flag saying so — the older title search.
 * v3 finding nothing is the only sign, so a v3 miss asks v2 too; v2 searches courses only and
 * has one page, so it cannot help the 录播课时 tab or later pages.
 */
export async function searchResources(query: SearchQuery): Promise<PageOf<SearchResult>> {
  const fullText = await searchFullText(query);
  if (fullText.total > 0 || fullText.items.length > 0 || query.type === "video" || query.page > 1) return fullText;
  const titles = await searchTitles(query.keywords);
  return titles.length > 0 ? pageOf(titles, titles.length, 1) : fullText;
}
