import type { Migration } from "./types";

// Comments (v3), attachment download links, daily watch statistics.
export const learningMigration: Migration = {
  version: 4,
  name: "learning",
  sql: `
CREATE TABLE comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  rt INTEGER NOT NULL,
  rid INTEGER NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  reply_id INTEGER NOT NULL DEFAULT 0,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  ip_province TEXT NOT NULL DEFAULT '',
  is_check INTEGER NOT NULL DEFAULT 0,
  check_reason TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX comments_resource ON comments (rt, rid, parent_id);
CREATE INDEX comments_user_day ON comments (user_id, created_at);

-- One-time download signs (expires_at in epoch ms) and the download log used for the hourly limit.
CREATE TABLE course_attach_download_signs (
  sign TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  attach_id INTEGER NOT NULL REFERENCES course_attach(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);

CREATE TABLE course_attach_download_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL,
  attach_id INTEGER NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  created_at_ms INTEGER NOT NULL
);
CREATE INDEX course_attach_download_records_user ON course_attach_download_records (user_id, created_at_ms);

-- Databases seeded before the demo media existed: give their lessons something to play.
UPDATE videos SET url = CASE WHEN id % 2 = 1 THEN '/media/demo/demo.mp4' ELSE '/media/demo/hls/index.m3u8' END
WHERE url = '';

CREATE TABLE user_watch_stat (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  seconds INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
`,
};
