import type { Migration } from "./types";

// Public site content: navigation, links, announcements, home decoration.
export const contentMigration: Migration = {
  version: 2,
  name: "content",
  sql: `
CREATE TABLE navs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sort INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  active_routes TEXT NOT NULL DEFAULT '',
  platform TEXT NOT NULL DEFAULT 'PC',
  parent_id INTEGER NOT NULL DEFAULT 0,
  blank INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE links (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sort INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE announcements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  admin_id INTEGER NOT NULL DEFAULT 1,
  title TEXT NOT NULL,
  announcement TEXT NOT NULL,
  view_times INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE decoration_pages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  page_key TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE view_blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  decoration_page_id INTEGER NOT NULL REFERENCES decoration_pages(id) ON DELETE CASCADE,
  platform TEXT NOT NULL,
  page TEXT NOT NULL,
  sign TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`,
};
