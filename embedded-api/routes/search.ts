import type { FastifyInstance } from "fastify";
import { toLocal } from "../lib/dates";
import { ApiError, MSG_BAD_PARAM, MSG_ERROR, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import { search, type SearchType } from "../repos/search";
import { titleSearch } from "../repos/title-search";
import type { AppContext } from "../types";

const MSG_KEYWORDS = "请输入关键字";
const MAX_KEYWORD_CHARS = 100;
const TYPES: SearchType[] = ["vod", "video"];

// NUL ends strings in SQLite's FTS5 query parser (an SQL error); no control character belongs in a search.
const CONTROL_CHARACTER = /\p{Cc}/u;

const keywordsOf = (query: unknown) => {
  const keywords = field(query, "keywords");
  // PHP: `if (!$keywords)`, so "0" is no keyword either.
  if (!keywords || keywords === "0") throw new ApiError(MSG_KEYWORDS);
  if (CONTROL_CHARACTER.test(keywords)) throw new ApiError(MSG_BAD_PARAM);
  return [...keywords].slice(0, MAX_KEYWORD_CHARS).join("");
};

/** PHP abs((int) value) with a fallback for 0, capped. */
const positive = (value: string | undefined, fallback: number, max: number) =>
  Math.min(Math.abs(Number.parseInt(value ?? "", 10) || 0) || fallback, max);

export interface SearchSettings {
  /** false: a MeEdu without Meilisearch, whose v3 search is always empty. */
  fullTextSearch: boolean;
}

/** GET /api/v3/search (full text over courses and lessons) and the deprecated GET /api/v2/search. */
export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext, settings: SearchSettings): void {
  app.get("/api/v3/search", async (request) => {
    const keywords = keywordsOf(request.query);
    // MeEdu 4.9.30 passes a missing `type` (null) into FullSearchService::search(…, string $type):
    // a TypeError, which its exception handler answers with code 1 错误. `type=` ("") is fine.
    if ((request.query as Record<string, unknown>).type === undefined) throw new ApiError(MSG_ERROR);
    // FullSearchService::search without Meilisearch configured.
    if (!settings.fullTextSearch) return ok({ total: 0, data: [] });
    // With it configured but unreachable, the Meilisearch client throws: the handler's bare 错误.
    if (ctx.faults.fullTextSearchDown) throw new ApiError(MSG_ERROR);
    const typeValue = field(request.query, "type") ?? "";
    // "" and "0" (the PC's 全部 tab) mean every type; another unknown type matches nothing.
    if (typeValue && typeValue !== "0" && !(TYPES as string[]).includes(typeValue)) return ok({ total: 0, data: [] });
    return ok(
      search(ctx.db, {
        keywords,
        type: (TYPES as string[]).includes(typeValue) ? (typeValue as SearchType) : null,
        page: positive(field(request.query, "page"), 1, 100_000),
        size: positive(field(request.query, "size"), 10, 100),
        now: toLocal(ctx.now()),
      }),
    );
  });

  app.get("/api/v2/search", async (request) => {
    const raw = field(request.query, "keywords");
    const keywords = keywordsOf(request.query);
    return ok({ data: titleSearch(ctx.db, keywords, toLocal(ctx.now())), keywords: raw });
  });
}
