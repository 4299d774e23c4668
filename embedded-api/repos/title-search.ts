import type { Database } from "better-sqlite3";
import { isoUtc } from "../lib/dates";
import { likeContains } from "../lib/text";
import { courseObject } from "./course-detail";
import type { CourseRow } from "./courses";

/** MeEdu's CourseService::titleSearch limit: the v2 search has no paging. */
export const TITLE_SEARCH_LIMIT = 10;

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number;
  parent_chain: string;
  is_show: number;
  sort: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/**
 * The whole category row, as Eloquent's `with(['category'])` loads it: CourseCategory has no
 * SoftDeletes, so a deleted category still comes back (with deleted_at); a missing one is null.
 */
function fullCategory(db: Database, categoryId: number) {
  const row = db.prepare("SELECT * FROM course_categories WHERE id = ?").get(categoryId) as CategoryRow | undefined;
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parent_id,
    parent_chain: row.parent_chain,
    is_show: row.is_show,
    sort: row.sort,
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
    deleted_at: isoUtc(row.deleted_at),
  };
}

/**
 * GET /api/v2/search: visible, published courses whose title contains the keywords, newest first,
 * at most 10, with ApiV2Constant::MODEL_COURSE_FIELD (videos_count counts visible published lessons).
 */
export function titleSearch(db: Database, keywords: string, now: string) {
  const rows = db
    .prepare(
      `SELECT c.*, (SELECT COUNT(*) FROM videos v WHERE v.course_id = c.id AND v.is_show = 1 AND v.deleted_at IS NULL
         AND v.published_at <= @now) AS videos_count
       FROM courses c WHERE c.is_show = 1 AND c.deleted_at IS NULL AND c.published_at <= @now
         AND c.title LIKE @like ESCAPE '\\' ORDER BY c.published_at DESC, c.id DESC LIMIT ${TITLE_SEARCH_LIMIT}`,
    )
    .all({ now, like: likeContains(keywords) }) as CourseRow[];
  return rows.map((row) => ({
    ...courseObject(row),
    videos_count: row.videos_count ?? 0,
    category: fullCategory(db, row.category_id),
  }));
}
