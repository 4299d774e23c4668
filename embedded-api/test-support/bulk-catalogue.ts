import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import { openDatabase } from "../db/connection";
import { migrate } from "../db/migrate";
import { seedIfEmpty } from "../db/seed";

// A catalogue of any size for tests of the site at scale (the sitemap at 20,000+ courses):
// listed courses written straight into the database, in one transaction.

/**
 * Adds `count` shown courses, published one minute apart before `nowMs` (the newest first in the
 * course list), and returns their ids.
 */
export function addListedCourses(db: Database, count: number, nowMs = Date.now()): number[] {
  const category = db.prepare("SELECT id FROM course_categories WHERE deleted_at IS NULL ORDER BY id LIMIT 1").get() as
    { id: number } | undefined;
  const insert = db.prepare(
    `INSERT INTO courses (title, slug, charge, short_description, published_at, is_show, category_id, is_free,
       created_at, updated_at)
     VALUES (@title, @slug, @charge, @short, @publishedAt, 1, @categoryId, @isFree, @publishedAt, @publishedAt)`,
  );
  return db.transaction(() =>
    Array.from({ length: count }, (_, index) => {
      const charge = index % 5 === 0 ? 0 : 99;
      const publishedAt = toLocal(nowMs - (index + 1) * 60_000);
      const { lastInsertRowid } = insert.run({
        title: `批量课程 ${index + 1}`,
        slug: `bulk-${index + 1}`,
        charge,
        short: "批量生成的课程",
        publishedAt,
        categoryId: category?.id ?? 0,
        isFree: charge === 0 ? 1 : 0,
      });
      return Number(lastInsertRowid);
    }),
  )();
}

/** A data directory for `node embedded-api/dist/server.js`: the demo seed plus `extraCourses` listed courses. */
export async function prepareLargeCatalogue(dataDir: string, extraCourses: number): Promise<void> {
  const db = openDatabase(dataDir);
  try {
    migrate(db);
    await seedIfEmpty(db);
    addListedCourses(db, extraCourses);
  } finally {
    db.close();
  }
}

/** What the course list shows (shown, published, not deleted) and every announcement, by id. */
export function listedIds(dataDir: string, nowMs = Date.now()): { courses: number[]; announcements: number[] } {
  const db = openDatabase(dataDir);
  try {
    const ids = (sql: string, ...params: unknown[]) =>
      (db.prepare(sql).all(...params) as Array<{ id: number }>).map((row) => row.id);
    return {
      courses: ids(
        `SELECT id FROM courses WHERE is_show = 1 AND published_at IS NOT NULL AND published_at <= ?
           AND deleted_at IS NULL`,
        toLocal(nowMs),
      ),
      announcements: ids("SELECT id FROM announcements"),
    };
  } finally {
    db.close();
  }
}
