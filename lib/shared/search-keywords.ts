// The `keywords` of /search, checked on the site before any search call.

/** The search API keeps the first 100 characters; longer keywords are cut to match. */
export const SEARCH_KEYWORD_MAX_CHARS = 100;
export const INVALID_KEYWORD_MESSAGE = "关键字包含无效字符";
/** MeEdu's answer to a missing keyword (its search controllers test `!$keywords`). */
export const EMPTY_KEYWORD_MESSAGE = "请输入关键字";

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
  const trimmed = raw.trim();
  if (CONTROL_CHARACTER.test(trimmed)) return { keywords: "", error: INVALID_KEYWORD_MESSAGE };
  // PHP reads the string "0" as false: MeEdu would answer 请输入关键字, so say it here.
  if (trimmed === "0") return { keywords: "", error: EMPTY_KEYWORD_MESSAGE };
  return { keywords: capSearchKeywords(trimmed), error: "" };
}
