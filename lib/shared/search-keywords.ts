// The `keywords` of /search, checked on the site before any search call.

/** The search API keeps the first 100 characters; longer keywords are cut to match. */
export const SEARCH_KEYWORD_MAX_CHARS = 100;
export const INVALID_KEYWORD_MESSAGE = "关键字包含无效字符";

// NUL and the other C0/C1 control characters (tab and newline inside the keyword too).
const CONTROL_CHARACTER = /\p{Cc}/u;

export interface ParsedKeywords {
  /** Trimmed and capped; "" when there is nothing to search for. */
  keywords: string;
  /** Why the keyword was refused, or "". */
  error: string;
}

/** Trimmed and cut to the first 100 characters (code points, so an emoji or a rare CJK character stays whole). */
export function capSearchKeywords(raw: string): string {
  return Array.from(raw.trim()).slice(0, SEARCH_KEYWORD_MAX_CHARS).join("").trimEnd();
}

export function parseSearchKeywords(raw: string): ParsedKeywords {
  if (CONTROL_CHARACTER.test(raw.trim())) return { keywords: "", error: INVALID_KEYWORD_MESSAGE };
  return { keywords: capSearchKeywords(raw), error: "" };
}
