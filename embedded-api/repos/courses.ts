import type { Database } from "better-sqlite3";
import { isoUtc } from "../lib/dates";

export interface CourseRow {
  id: number;
  title: string;
  slug: string;
  thumb: string;
  charge: number;
  short_description: string;
  render_desc: string;
  seo_keywords: string;
  seo_description: string;
  published_at: string | null;
  is_rec: number;
  is_show: number;
  user_count: number;
  category_id: number;
  is_free: number;
  is_allow_comment: number;
  is_vip_free: number;
  created_at: string;
  videos_count?: number;
}

export type CourseScene = "" | "free" | "sub" | "recom";

/** `{id, name}` of a live category, or `[]` when it was deleted. */
export function categoryRef(db: Database, categoryId: number): { id: number; name: string } | [] {
  const row = db
    .prepare("SELECT id, name FROM course_categories WHERE id = ? AND deleted_at IS NULL")
    .get(categoryId) as { id: number; name: string } | undefined;
  return row ?? [];
}

/** The course fields shared by the list item and the detail `course` object. */
export function courseFields(row: CourseRow) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    thumb: row.thumb,
    charge: row.charge,
    short_description: row.short_description,
  };
}

/** The publishing and pricing flags both objects carry after the description (MeEdu's field order). */
export function courseFlags(row: CourseRow) {
  return {
    seo_keywords: row.seo_keywords,
    seo_description: row.seo_description,
    published_at: row.published_at,
    is_rec: row.is_rec,
    is_show: row.is_show,
    user_count: row.user_count,
    category_id: row.category_id,
    is_free: row.is_free,
    is_allow_comment: row.is_allow_comment,
    is_vip_free: row.is_vip_free,
  };
}

function listItem(db: Database, row: CourseRow) {
  return {
    ...courseFields(row),
    ...courseFlags(row),
    videos_count: row.videos_count ?? 0,
    category: categoryRef(db, row.category_id),
  };
}

const ORDER: Record<CourseScene, string> = {
  "": "c.published_at DESC, c.id DESC",
  free: "c.published_at DESC, c.id DESC",
  sub: "c.user_count DESC, c.id DESC",
  recom: "c.id DESC",
};

/** Shown and published courses for /api/v2/courses, with videos_count and category. */
export function listCourses(
  db: Database,
  q: { page: number; pageSize: number; categoryId: number; scene: CourseScene; now: string },
) {
  const where = ["c.is_show = 1", "c.published_at IS NOT NULL", "c.published_at <= @now", "c.deleted_at IS NULL"];
  if (q.scene === "free") where.push("c.is_free = 1");
  if (q.scene === "recom") where.push("c.is_rec = 1");
  if (q.categoryId > 0) {
    where.push(
      "c.category_id IN (SELECT @categoryId UNION SELECT id FROM course_categories WHERE parent_id = @categoryId AND deleted_at IS NULL)",
    );
  }
  const params = { now: q.now, categoryId: q.categoryId };
  const whereSql = where.join(" AND ");
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM courses c WHERE ${whereSql}`).get(params) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT c.*, (SELECT COUNT(*) FROM videos v WHERE v.course_id = c.id AND v.is_show = 1 AND v.deleted_at IS NULL
         AND v.published_at <= @now) AS videos_count
       FROM courses c WHERE ${whereSql} ORDER BY ${ORDER[q.scene]} LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }) as CourseRow[];
  return { items: rows.map((row) => listItem(db, row)), total };
}

/** The short course rows used by home-page pc-vod-v1 blocks, in the given id order. */
export function vodBlockItems(db: Database, ids: number[]) {
  const find = db.prepare("SELECT * FROM courses WHERE id = ? AND deleted_at IS NULL");
  return ids
    .map((id) => find.get(id) as CourseRow | undefined)
    .filter((row): row is CourseRow => Boolean(row))
    .map((row) => ({
      id: row.id,
      title: row.title,
      thumb: row.thumb,
      charge: row.charge,
      user_count: row.user_count,
      short_description: row.short_description,
      published_at: row.published_at,
      category_id: row.category_id,
      is_rec: row.is_rec,
      is_free: row.is_free,
      created_at: isoUtc(row.created_at),
      category: categoryRef(db, row.category_id),
    }));
}

/** Two-level category tree, both levels sorted by sort (hidden ones are not filtered). */
export function categoryTree(db: Database) {
  const rows = db
    .prepare(
      "SELECT id, name, parent_id, sort FROM course_categories WHERE deleted_at IS NULL ORDER BY sort ASC, id ASC",
    )
    .all() as Array<{ id: number; name: string; parent_id: number; sort: number }>;
  return rows
    .filter((r) => r.parent_id === 0)
    .map((p) => ({
      id: p.id,
      name: p.name,
      parent_id: 0,
      children: rows
        .filter((r) => r.parent_id === p.id)
        .map((c) => ({ id: c.id, sort: c.sort, name: c.name, parent_id: c.parent_id })),
    }));
}
