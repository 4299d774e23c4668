import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import { announcementSeeds } from "./seed/announcements";
import { configSeeds } from "./seed/config";
import { pcIndexBlocks } from "./seed/decoration";
import { linkSeeds } from "./seed/links";
import { h5NavSeeds, pcNavSeeds, type NavSeed } from "./seed/navs";
import { roleSeeds } from "./seed/roles";
import { dayAt } from "./seed-time";

/** Config, navs, links, announcements, VIP plans and home decoration. */
export function seedSite(db: Database, nowMs: number, courseIdBySlug: Map<string, number>): void {
  const now = toLocal(nowMs);
  const config = db.prepare(`INSERT INTO app_config ("group", name, "key", value) VALUES (?, ?, ?, ?)`);
  for (const [key, value] of configSeeds) config.run(key.split(".")[1] ?? "", key, key, value);

  const nav = db.prepare(
    `INSERT INTO navs (sort, name, url, active_routes, platform, parent_id, blank, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertNavs = (items: NavSeed[], platform: string, parentId: number) =>
    items.forEach((item, index) => {
      const { lastInsertRowid } = nav.run(
        index + 1,
        item.name,
        item.url,
        item.activeRoutes ?? "",
        platform,
        parentId,
        item.blank ? 1 : 0,
        now,
        now,
      );
      if (item.children) insertNavs(item.children, platform, Number(lastInsertRowid));
    });
  insertNavs(pcNavSeeds, "PC", 0);
  insertNavs(h5NavSeeds, "h5", 0);

  const link = db.prepare("INSERT INTO links (sort, name, url, created_at, updated_at) VALUES (?, ?, ?, ?, ?)");
  linkSeeds.forEach((item, index) => link.run(index + 1, item.name, item.url, now, now));

  const announcement = db.prepare(
    `INSERT INTO announcements (admin_id, title, announcement, view_times, created_at, updated_at) VALUES (1, ?, ?, ?, ?, ?)`,
  );
  for (const a of announcementSeeds) {
    const at = dayAt(nowMs, a.daysAgo, 9, 30);
    announcement.run(a.title, a.html, a.viewTimes, at, at);
  }

  const role = db.prepare(
    `INSERT INTO roles (name, charge, expire_days, weight, description, is_show, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  for (const r of roleSeeds) role.run(r.name, r.charge, r.expireDays, r.weight, r.description, now, now);

  seedDecoration(db, now, courseIdBySlug);
}

function seedDecoration(db: Database, now: string, courseIdBySlug: Map<string, number>): void {
  const page = db
    .prepare(`INSERT INTO decoration_pages (name, page_key, is_default, created_at, updated_at) VALUES (?, ?, 1, ?, ?)`)
    .run("PC 首页", "pc-page-index", now, now);
  const block = db.prepare(
    `INSERT INTO view_blocks (decoration_page_id, platform, page, sign, sort, config, created_at, updated_at)
     VALUES (?, 'pc', 'pc-page-index', ?, ?, ?, ?, ?)`,
  );
  const courseId = (slug: string) => {
    const id = courseIdBySlug.get(slug);
    if (!id) throw new Error(`seed: unknown course slug ${slug}`);
    return id;
  };
  pcIndexBlocks.forEach((b, sort) => {
    let config: unknown;
    if (b.sign === "pc-slider") {
      config = b.slides.map((s) => ({
        src: `/images/banners/${s.banner}.svg`,
        href: s.href.replace(/\{course:([a-z0-9-]+)\}/, (_, slug: string) => String(courseId(slug))),
      }));
    } else if (b.sign === "pc-vod-v1") {
      config = { title: b.title, items: b.courseSlugs.map((slug) => ({ id: courseId(slug) })) };
    } else {
      config = { html: b.html };
    }
    block.run(Number(page.lastInsertRowid), b.sign, sort, JSON.stringify(config), now, now);
  });
}
