import type { Migration } from "./types";

// The search index is kept up to date by the writes themselves (issue 33): triggers on courses and
// videos upsert or delete their search_records rows, and triggers on search_records keep the FTS5
// index in step, so a search never rebuilds anything (at 20,000 courses the lazy rebuild of
// migration 5 held every request up for seconds). body is the description's text: the triggers
// call html_to_text, which db/sql-functions.ts registers on every connection openDatabase opens.
// visible_from (NULL when hidden) saves the search a join per hit: a lesson is visible from the
// later of its own and its course's publish time, when both are shown.

const COLUMNS = `resource_type, resource_id, course_id, title, thumb, charge, short_desc, "desc", body, visible_from,
  created_at, updated_at`;

/** INSERT … SELECT into search_records; a record that exists keeps its id (the search's tie-break order). */
const upsert = (select: string) => `INSERT INTO search_records (${COLUMNS})
  ${select}
  ON CONFLICT (resource_type, resource_id) DO UPDATE SET course_id = excluded.course_id, title = excluded.title,
    thumb = excluded.thumb, charge = excluded.charge, short_desc = excluded.short_desc, "desc" = excluded."desc",
    body = excluded.body, visible_from = excluded.visible_from, created_at = excluded.created_at,
    updated_at = excluded.updated_at;`;

const courseRecord = (c: string) =>
  `SELECT 'vod', ${c}.id, ${c}.id, ${c}.title, ${c}.thumb, ${c}.charge, ${c}.short_description, ${c}.render_desc,
    html_to_text(${c}.render_desc), CASE WHEN ${c}.is_show = 1 THEN ${c}.published_at END, ${c}.created_at,
    ${c}.updated_at`;

const lessonRecord = (v: string, c: string) =>
  `SELECT 'video', ${v}.id, ${v}.course_id, ${v}.title, ${c}.thumb, ${c}.charge, ${v}.short_description,
    ${v}.render_desc, html_to_text(${v}.render_desc),
    CASE WHEN ${v}.is_show = 1 AND ${c}.is_show = 1 THEN max(${v}.published_at, ${c}.published_at) END,
    ${v}.created_at, ${v}.updated_at`;

const courseLive = (c: string) => `${c}.deleted_at IS NULL`;

export const searchOnWriteMigration: Migration = {
  version: 50,
  name: "search-on-write",
  sql: `
DROP TRIGGER search_dirty_course_insert;
DROP TRIGGER search_dirty_course_update;
DROP TRIGGER search_dirty_course_delete;
DROP TRIGGER search_dirty_video_insert;
DROP TRIGGER search_dirty_video_update;
DROP TRIGGER search_dirty_video_delete;
DROP TABLE search_index_state;

ALTER TABLE search_records ADD COLUMN visible_from TEXT;
CREATE INDEX search_records_course ON search_records (course_id);

-- Filled once from the catalogue, as the lazy rebuild did: existing records keep their ids.
${upsert(`${courseRecord("c")} FROM courses c WHERE ${courseLive("c")} ORDER BY c.id`)}
${upsert(`${lessonRecord("v", "c")} FROM videos v JOIN courses c ON c.id = v.course_id
  WHERE v.deleted_at IS NULL AND ${courseLive("c")} ORDER BY v.id`)}
DELETE FROM search_records WHERE NOT CASE resource_type
  WHEN 'vod' THEN EXISTS (SELECT 1 FROM courses c WHERE c.id = search_records.resource_id AND ${courseLive("c")})
  WHEN 'video' THEN EXISTS (SELECT 1 FROM videos v JOIN courses c ON c.id = v.course_id
    WHERE v.id = search_records.resource_id AND v.deleted_at IS NULL AND ${courseLive("c")})
  ELSE 0 END;
INSERT INTO search_fts (search_fts) VALUES ('rebuild');

CREATE TRIGGER search_fts_insert AFTER INSERT ON search_records BEGIN
  INSERT INTO search_fts (rowid, title, short_desc, body) VALUES (NEW.id, NEW.title, NEW.short_desc, NEW.body);
END;
CREATE TRIGGER search_fts_delete AFTER DELETE ON search_records BEGIN
  INSERT INTO search_fts (search_fts, rowid, title, short_desc, body)
  VALUES ('delete', OLD.id, OLD.title, OLD.short_desc, OLD.body);
END;
CREATE TRIGGER search_fts_update AFTER UPDATE OF title, short_desc, body ON search_records
WHEN OLD.title IS NOT NEW.title OR OLD.short_desc IS NOT NEW.short_desc OR OLD.body IS NOT NEW.body BEGIN
  INSERT INTO search_fts (search_fts, rowid, title, short_desc, body)
  VALUES ('delete', OLD.id, OLD.title, OLD.short_desc, OLD.body);
  INSERT INTO search_fts (rowid, title, short_desc, body) VALUES (NEW.id, NEW.title, NEW.short_desc, NEW.body);
END;

CREATE TRIGGER search_course_insert AFTER INSERT ON courses WHEN ${courseLive("NEW")} BEGIN
  ${upsert(`${courseRecord("NEW")} WHERE 1`)}
END;
CREATE TRIGGER search_course_update
AFTER UPDATE OF id, title, thumb, charge, short_description, render_desc, is_show, published_at, created_at,
  updated_at, deleted_at ON courses BEGIN
  DELETE FROM search_records WHERE course_id = OLD.id AND (NEW.deleted_at IS NOT NULL OR NEW.id IS NOT OLD.id);
  ${upsert(`${courseRecord("NEW")} WHERE ${courseLive("NEW")}`)}
END;
-- A lesson's record carries its course's thumb, charge and visibility.
CREATE TRIGGER search_course_lessons_update
AFTER UPDATE OF id, thumb, charge, is_show, published_at, deleted_at ON courses WHEN ${courseLive("NEW")} BEGIN
  ${upsert(`${lessonRecord("v", "NEW")} FROM videos v WHERE v.course_id = NEW.id AND v.deleted_at IS NULL`)}
END;
CREATE TRIGGER search_course_delete AFTER DELETE ON courses BEGIN
  DELETE FROM search_records WHERE course_id = OLD.id;
END;

CREATE TRIGGER search_video_insert AFTER INSERT ON videos WHEN NEW.deleted_at IS NULL BEGIN
  ${upsert(`${lessonRecord("NEW", "c")} FROM courses c WHERE c.id = NEW.course_id AND ${courseLive("c")}`)}
END;
CREATE TRIGGER search_video_update
AFTER UPDATE OF id, course_id, title, short_description, render_desc, is_show, published_at, created_at, updated_at,
  deleted_at ON videos BEGIN
  DELETE FROM search_records WHERE resource_type = 'video' AND resource_id = OLD.id AND (NEW.id IS NOT OLD.id
    OR NEW.deleted_at IS NOT NULL OR NOT EXISTS (SELECT 1 FROM courses c WHERE c.id = NEW.course_id AND ${courseLive("c")}));
  ${upsert(`${lessonRecord("NEW", "c")} FROM courses c
    WHERE c.id = NEW.course_id AND ${courseLive("c")} AND NEW.deleted_at IS NULL`)}
END;
CREATE TRIGGER search_video_delete AFTER DELETE ON videos BEGIN
  DELETE FROM search_records WHERE resource_type = 'video' AND resource_id = OLD.id;
END;
`,
};
