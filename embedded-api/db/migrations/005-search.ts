import type { Migration } from "./types";

// Full-text search: search_records (MeEdu's Meilisearch source table) indexed by FTS5 with the
// trigram tokenizer, so any substring of 3+ characters (Chinese included) matches. The index is
// rebuilt lazily by repos/search-index.ts whenever the triggers below mark the catalogue dirty.
export const searchMigration: Migration = {
  version: 5,
  name: "search",
  sql: `
CREATE TABLE search_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  resource_type TEXT NOT NULL,
  resource_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0,
  short_desc TEXT NOT NULL DEFAULT '',
  "desc" TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (resource_type, resource_id)
);

CREATE VIRTUAL TABLE search_fts USING fts5(
  title, short_desc, body, content='search_records', content_rowid='id', tokenize='trigram'
);

CREATE TABLE search_index_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  dirty INTEGER NOT NULL DEFAULT 1
);
INSERT INTO search_index_state (id, dirty) VALUES (1, 1);

CREATE TRIGGER search_dirty_course_insert AFTER INSERT ON courses BEGIN
  UPDATE search_index_state SET dirty = 1;
END;
CREATE TRIGGER search_dirty_course_update
AFTER UPDATE OF title, thumb, charge, short_description, render_desc, deleted_at ON courses BEGIN
  UPDATE search_index_state SET dirty = 1;
END;
CREATE TRIGGER search_dirty_course_delete AFTER DELETE ON courses BEGIN
  UPDATE search_index_state SET dirty = 1;
END;
CREATE TRIGGER search_dirty_video_insert AFTER INSERT ON videos BEGIN
  UPDATE search_index_state SET dirty = 1;
END;
CREATE TRIGGER search_dirty_video_update
AFTER UPDATE OF title, short_description, render_desc, course_id, deleted_at ON videos BEGIN
  UPDATE search_index_state SET dirty = 1;
END;
CREATE TRIGGER search_dirty_video_delete AFTER DELETE ON videos BEGIN
  UPDATE search_index_state SET dirty = 1;
END;
`,
};
