import type { Database } from "better-sqlite3";
import { isoUtc } from "../lib/dates";

interface NavRow {
  id: number;
  sort: number;
  name: string;
  url: string;
  active_routes: string;
  platform: string;
  parent_id: number;
  blank: number;
  created_at: string;
  updated_at: string;
}

/** Top-level navs of a platform sorted by sort, each with its sorted children. */
export function listNavs(db: Database, platform: string) {
  const rows = db
    .prepare("SELECT * FROM navs WHERE lower(platform) = lower(?) ORDER BY sort ASC, id ASC")
    .all(platform) as NavRow[];
  const base = (r: NavRow) => ({
    id: r.id,
    sort: r.sort,
    name: r.name,
    url: r.url,
    active_routes: r.active_routes,
    platform: r.platform,
    parent_id: r.parent_id,
    blank: r.blank,
  });
  return rows
    .filter((r) => r.parent_id === 0)
    .map((parent) => ({
      ...base(parent),
      children: rows
        .filter((r) => r.parent_id === parent.id)
        .map((child) => ({
          ...base(child),
          created_at: isoUtc(child.created_at),
          updated_at: isoUtc(child.updated_at),
        })),
    }));
}

/** Friendly links sorted by sort. */
export function listLinks(db: Database) {
  const rows = db.prepare("SELECT * FROM links ORDER BY sort ASC, id ASC").all() as Array<{
    id: number;
    sort: number;
    name: string;
    url: string;
    created_at: string;
    updated_at: string;
  }>;
  return rows.map((r) => ({
    id: r.id,
    sort: r.sort,
    name: r.name,
    url: r.url,
    created_at: isoUtc(r.created_at),
    updated_at: isoUtc(r.updated_at),
  }));
}
