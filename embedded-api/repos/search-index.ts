import type { Database } from "better-sqlite3";
import { htmlToText } from "../lib/text";

interface SourceRow {
  resource_type: "vod" | "video";
  resource_id: number;
  course_id: number;
  title: string;
  thumb: string;
  charge: number;
  short_desc: string;
  desc: string;
  created_at: string;
  updated_at: string;
}

// Courses and lessons that are not deleted; visibility (is_show, published_at) is checked at query time.
const SOURCE_SQL = `
SELECT 'vod' AS resource_type, c.id AS resource_id, c.id AS course_id, c.title, c.thumb, c.charge,
       c.short_description AS short_desc, c.render_desc AS "desc", c.created_at, c.updated_at
FROM courses c WHERE c.deleted_at IS NULL
UNION ALL
SELECT 'video', v.id, v.course_id, v.title, c.thumb, c.charge, v.short_description, v.render_desc, v.created_at, v.updated_at
FROM videos v JOIN courses c ON c.id = v.course_id WHERE v.deleted_at IS NULL AND c.deleted_at IS NULL`;

/**
 * Brings search_records and the FTS index up to date when the catalogue triggers marked it
 * dirty. Record ids stay stable across rebuilds (upsert on resource_type + resource_id).
 */
export function ensureSearchIndex(db: Database): void {
  const state = db.prepare("SELECT dirty FROM search_index_state WHERE id = 1").get() as { dirty: number } | undefined;
  if (state && state.dirty === 0) return;
  const rows = db.prepare(SOURCE_SQL).all() as SourceRow[];
  const upsert = db.prepare(
    `INSERT INTO search_records (resource_type, resource_id, course_id, title, thumb, charge, short_desc, "desc", body,
       created_at, updated_at)
     VALUES (@resource_type, @resource_id, @course_id, @title, @thumb, @charge, @short_desc, @desc, @body, @created_at, @updated_at)
     ON CONFLICT (resource_type, resource_id) DO UPDATE SET course_id = excluded.course_id, title = excluded.title,
       thumb = excluded.thumb, charge = excluded.charge, short_desc = excluded.short_desc, "desc" = excluded."desc",
       body = excluded.body, created_at = excluded.created_at, updated_at = excluded.updated_at`,
  );
  db.transaction(() => {
    db.exec("CREATE TEMP TABLE IF NOT EXISTS search_keep (resource_type TEXT, resource_id INTEGER)");
    db.exec("DELETE FROM temp.search_keep");
    const keep = db.prepare("INSERT INTO temp.search_keep VALUES (?, ?)");
    for (const row of rows) {
      upsert.run({ ...row, body: htmlToText(row.desc) });
      keep.run(row.resource_type, row.resource_id);
    }
    db.exec(`DELETE FROM search_records WHERE NOT EXISTS (SELECT 1 FROM temp.search_keep k
      WHERE k.resource_type = search_records.resource_type AND k.resource_id = search_records.resource_id)`);
    db.exec("INSERT INTO search_fts (search_fts) VALUES ('rebuild')");
    db.prepare("UPDATE search_index_state SET dirty = 0 WHERE id = 1").run();
  })();
}
