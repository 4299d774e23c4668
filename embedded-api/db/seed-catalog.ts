import type { Database } from "better-sqlite3";
import { statSync } from "node:fs";
import { join } from "node:path";
import { toLocal } from "../lib/dates";
import { ATTACH_DIR } from "../media/paths";
import { attachmentSeeds } from "./seed/attachments";
import { categorySeeds } from "./seed/categories";
import { courseSeeds } from "./seed/courses";
import { courseDescription } from "./seed/descriptions";
import { lessonPlan } from "./seed/lessons";
import { dayAt } from "./seed-time";

const HOUR_MS = 3_600_000;

/** Categories, courses, chapters, lessons and attachments. Returns course ids by slug. */
export function seedCatalog(db: Database, nowMs: number): Map<string, number> {
  const now = toLocal(nowMs);
  const categoryIds = seedCategories(db, now);

  const course = db.prepare(
    `INSERT INTO courses (title, slug, thumb, charge, short_description, original_desc, render_desc, seo_keywords,
       seo_description, published_at, is_show, category_id, is_rec, user_count, is_free, is_allow_comment, is_vip_free,
       created_at, updated_at)
     VALUES (@title, @slug, '', @charge, @short, @desc, @desc, @seoKeywords, @short, @publishedAt, @isShow, @categoryId,
       @isRec, @userCount, @isFree, 1, @isVipFree, @createdAt, @createdAt)`,
  );
  const setThumb = db.prepare("UPDATE courses SET thumb = ? WHERE id = ?");
  const chapter = db.prepare(
    "INSERT INTO course_chapter (course_id, title, sort, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
  );
  const video = db.prepare(
    `INSERT INTO videos (course_id, chapter_id, title, slug, url, view_num, short_description, published_at, duration,
       free_seconds, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const ids = new Map<string, number>();
  courseSeeds.forEach((seed, index) => {
    const publishedAt = dayAt(nowMs, seed.daysAgo, 10);
    const categoryId = categoryIds.get(seed.category);
    if (!categoryId) throw new Error(`seed: unknown category ${seed.category}`);
    const desc = courseDescription(seed);
    const { lastInsertRowid } = course.run({
      title: seed.title,
      slug: seed.slug,
      charge: seed.charge,
      short: seed.short,
      desc,
      seoKeywords: seed.seoKeywords ?? "",
      publishedAt,
      isShow: seed.hidden ? -1 : 1,
      categoryId,
      isRec: seed.rec ? 1 : 0,
      userCount: seed.userCount,
      isFree: seed.charge === 0 ? 1 : 0,
      isVipFree: seed.vipFree ? 1 : 0,
      createdAt: dayAt(nowMs, seed.daysAgo + 1, 16),
    });
    const courseId = Number(lastInsertRowid);
    ids.set(seed.slug, courseId);
    setThumb.run(`/images/covers/${courseId}.svg`, courseId);

    let lessonNo = 0;
    const lessonBase = Date.parse(`${publishedAt.replace(" ", "T")}+08:00`);
    lessonPlan(seed, index).forEach((plan, chapterIndex) => {
      const chapterId = plan.chapter
        ? Number(chapter.run(courseId, plan.chapter, chapterIndex, now, now).lastInsertRowid)
        : 0;
      for (const lesson of plan.lessons) {
        lessonNo++;
        const at = toLocal(lessonBase + lessonNo * HOUR_MS);
        video.run(
          courseId,
          chapterId,
          lesson.title,
          `${seed.slug}-${lessonNo}`,
          lesson.url,
          (seed.userCount * 3 + lessonNo * 17) % 5000,
          lesson.title,
          at,
          lesson.duration,
          lesson.freeSeconds,
          at,
          at,
        );
      }
    });
  });
  seedAttachments(db, now, ids);
  return ids;
}

function seedCategories(db: Database, now: string): Map<string, number> {
  const insert = db.prepare(
    `INSERT INTO course_categories (name, parent_id, parent_chain, is_show, sort, created_at, updated_at)
     VALUES (?, ?, ?, 1, ?, ?, ?)`,
  );
  const ids = new Map<string, number>();
  categorySeeds.forEach((parent, parentIndex) => {
    const parentId = Number(insert.run(parent.name, 0, "", parentIndex + 1, now, now).lastInsertRowid);
    ids.set(parent.name, parentId);
    parent.children.forEach((child, childIndex) => {
      ids.set(child, Number(insert.run(child, parentId, String(parentId), childIndex + 1, now, now).lastInsertRowid));
    });
  });
  return ids;
}

function seedAttachments(db: Database, now: string, ids: Map<string, number>): void {
  const insert = db.prepare(
    `INSERT INTO course_attach (course_id, name, path, size, extension, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const item of attachmentSeeds) {
    const courseId = ids.get(item.course);
    if (!courseId) continue;
    const size = statSync(join(ATTACH_DIR, item.file)).size;
    insert.run(courseId, item.name, item.file, size, item.name.split(".").pop() ?? "", now, now);
  }
}
