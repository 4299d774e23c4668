import type { Database } from "better-sqlite3";
import { isoUtcStrict } from "../lib/dates";
import { likeContains } from "../lib/text";

export type SearchType = "vod" | "video";

interface RecordRow {
  id: number;
  resource_type: SearchType;
  resource_id: number;
  title: string;
  thumb: string;
  charge: number;
  short_desc: string;
  desc: string;
  body: string;
  created_at: string;
  updated_at: string;
}

export interface SearchQuery {
  keywords: string;
  type: SearchType | null;
  page: number;
  size: number;
  now: string;
}

/** The trigram tokenizer needs 3 characters; shorter terms fall back to an escaped LIKE. */
const FTS_MIN_CHARS = 3;
const SNIPPET_SIDE = 100;

/** Deleted courses and lessons have no record; hidden ones have no visible_from, scheduled ones a later one (migration 50). */
const VISIBLE = "s.visible_from <= @now";

/** Whitespace-separated terms, each of which must match (title, short description or description text). */
export function searchTerms(keywords: string): string[] {
  return [...new Set(keywords.split(/\s+/).filter(Boolean))].slice(0, 8);
}

/** Full-text search over visible courses and lessons (MeEdu's /api/v3/search without Meilisearch). */
export function search(db: Database, q: SearchQuery) {
  const params: Record<string, string | number> = { now: q.now, full: likeContains(q.keywords) };
  const where = [VISIBLE];
  if (q.type) {
    where.push("s.resource_type = @type");
    params.type = q.type;
  }
  searchTerms(q.keywords).forEach((term, i) => {
    if ([...term].length >= FTS_MIN_CHARS) {
      params[`t${i}`] = `"${term.replace(/"/g, '""')}"`;
      where.push(`s.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH @t${i})`);
    } else {
      params[`t${i}`] = likeContains(term);
      where.push(
        `(s.title LIKE @t${i} ESCAPE '\\' OR s.short_desc LIKE @t${i} ESCAPE '\\' OR s.body LIKE @t${i} ESCAPE '\\')`,
      );
    }
  });
  const whereSql = where.join(" AND ");
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM search_records s WHERE ${whereSql}`).get(params) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT s.* FROM search_records s WHERE ${whereSql}
       ORDER BY (s.title LIKE @full ESCAPE '\\') DESC, (s.resource_type = 'vod') DESC, s.id ASC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: q.size, offset: (q.page - 1) * q.size }) as RecordRow[];
  const needles = [q.keywords, ...searchTerms(q.keywords)];
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      resource_type: row.resource_type,
      resource_id: row.resource_id,
      title: row.title,
      thumb: row.thumb,
      charge: row.charge,
      short_desc: row.short_desc,
      desc: row.desc,
      created_at: isoUtcStrict(row.created_at),
      updated_at: isoUtcStrict(row.updated_at),
      p: excerpt(row, needles),
    })),
  };
}

/** Code-point index of needle in text, ignoring case; -1 when absent. */
function findIgnoringCase(text: string, needle: string): number {
  const lower = text.toLowerCase();
  const index = lower.length === text.length ? lower.indexOf(needle.toLowerCase()) : text.indexOf(needle);
  return index < 0 ? -1 : [...text.slice(0, index)].length;
}

/**
 * MeEdu's `p`: the short description when it contains the keyword, else up to 100 characters
 * either side of the keyword in the description text followed by "...", else "".
 */
export function excerpt(row: { short_desc: string; body: string }, needles: string[]): string {
  for (const needle of needles) {
    if (findIgnoringCase(row.short_desc, needle) >= 0) return row.short_desc;
    const at = findIgnoringCase(row.body, needle);
    if (at < 0) continue;
    const chars = [...row.body];
    const length = [...needle].length;
    return `${chars.slice(Math.max(0, at - SNIPPET_SIDE), at + length + SNIPPET_SIDE).join("")}...`;
  }
  return "";
}
