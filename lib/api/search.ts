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
 * `GET /api/v2/search`: course titles only, at most 10, no paging; null when it cannot help: a
 * backend that closed the deprecated API (CLOSE_DEPRECATED_API, 404) or answers oddly. A busy or
 * unreachable backend is an error, not "no results".
 */
async function searchTitles(keywords: string): Promise<SearchResult[] | null> {
  try {
    const raw = asRecord(await apiRequest<unknown>("v2/search", { query: { keywords }, silent: true }));
    return asList<unknown>(raw.data)
      .map(normalizeTitleSearchCourse)
      .filter((item): item is SearchResult => item !== null);
  } catch (error) {
    const closed = isApiError(error) && (error.httpStatus === 404 || error.kind === "not-found");
    if (closed) return null;
    if (!isApiError(error) || error.kind === "transport") throw error;
    logSoftFailure("旧版标题搜索", error, "不用标题搜索");
    return null;
  }
}

/**
 * v3 failing for itself: Meilisearch down or its index missing (MeEdu's exception handler answers
 * {code:1,"错误"}), or no such route. Busy and unreachable backends are transport errors.
 */
const fullTextBroken = (error: unknown) =>
  isApiError(error) && (error.kind === "business" || error.kind === "not-found");

/**
 * Full-text search, or — on a MeEdu without Meilisearch, whose v3 search answers
 * {total:0,data:[]} for every keyword and exposes no flag saying so, or with Meilisearch down — the
 * older title search. v3 finding nothing is the only sign, so a v3 miss asks v2 too; v2 searches
 * courses only and has one page, so it cannot help the 录播课时 tab or later pages.
 */
export async function searchResources(query: SearchQuery): Promise<PageOf<SearchResult>> {
  const titlesCanHelp = query.type !== "video" && query.page === 1;
  let fullText: PageOf<SearchResult>;
  try {
    fullText = await searchFullText(query);
  } catch (error) {
    if (!fullTextBroken(error) || !titlesCanHelp) throw error;
    logSoftFailure("全文搜索", error, "旧版标题搜索");
    const titles = await searchTitles(query.keywords);
    if (titles === null) throw error;
    return pageOf(titles, titles.length, 1);
  }
  if (fullText.total > 0 || fullText.items.length > 0 || !titlesCanHelp) return fullText;
  const titles = await searchTitles(query.keywords);
  return titles && titles.length > 0 ? pageOf(titles, titles.length, 1) : fullText;
}
