import type { Database } from "better-sqlite3";
import { openDatabase } from "../embedded-api/db/connection";
import { migrate } from "../embedded-api/db/migrate";
import { seedIfEmpty } from "../embedded-api/db/seed";
import { toLocal } from "../embedded-api/lib/dates";

// A large school's catalogue, written straight into the embedded API's SQLite database in one
// transaction, so that the scale figures (search at 20,000 courses) can be reproduced:
// `npx tsx bench/catalogue.ts <data dir>` seeds the demo school there if it is empty, then adds it.

export interface CatalogueShape {
  courses: number;
  /** Lessons of an ordinary course. */
  lessonsPerCourse: number;
  /** Courses that have `lessonsPerBigCourse` lessons instead. */
  bigCourses: number;
  lessonsPerBigCourse: number;
}

/** The scale: 20,000 courses, a few with 200 lessons. */
export const SCALE_CATALOGUE: CatalogueShape = {
  courses: 20_000,
  lessonsPerCourse: 2,
  bigCourses: 3,
  lessonsPerBigCourse: 200,
};

export interface GeneratedCatalogue {
  courseIds: number[];
  bigCourseIds: number[];
  lessons: number;
}

const TOPICS = ["Python", "Java", "Go 语言", "前端工程", "数据分析", "机器学习", "产品经理", "新媒体运营"];
const TOPICS_2 = ["UI 设计", "摄影后期", "商务英语", "考研数学", "办公软件", "项目管理", "网络安全", "云原生"];
const FORMS = ["入门", "进阶", "实战", "精讲", "训练营"];
const DAY_MS = 86_400_000;

const descriptionOf = (topic: string, form: string, n: number) =>
  [
    `<h2>课程简介</h2>`,
    `<p>${topic}${form}课程第 ${n} 期：从基础概念讲起，配合大量案例与练习，帮助你建立完整的知识体系。</p>`,
    `<h3>你将学到</h3>`,
    `<ul><li>${topic}的核心概念与常用工具</li><li>${topic}在真实项目中的做法</li><li>常见问题的排查思路</li></ul>`,
    `<h3>适合人群</h3>`,
    `<ol><li>希望系统入门的零基础学员</li><li>想要查漏补缺、提升实战能力的在职人员</li></ol>`,
    `<blockquote><p>学习建议：每节课后动手练习，遇到问题可在课程评论区留言交流。</p></blockquote>`,
  ].join("\n");

/** Adds `shape.courses` published courses (and their lessons) to a migrated database; the first ones are the big ones. */
export function generateCatalogue(
  db: Database,
  shape: CatalogueShape = SCALE_CATALOGUE,
  nowMs = Date.now(),
): GeneratedCatalogue {
  const categories = (
    db.prepare("SELECT id FROM course_categories WHERE parent_id > 0 ORDER BY id").all() as Array<{ id: number }>
  ).map((row) => row.id);
  const course = db.prepare(
    `INSERT INTO courses (title, slug, thumb, charge, short_description, original_desc, render_desc, published_at,
       is_show, category_id, user_count, is_free, created_at, updated_at)
     VALUES (@title, @slug, @thumb, @charge, @short, @desc, @desc, @publishedAt, 1, @categoryId, @userCount, @isFree,
       @createdAt, @createdAt)`,
  );
  const lesson = db.prepare(
    `INSERT INTO videos (course_id, title, slug, url, short_description, published_at, duration, created_at, updated_at)
     VALUES (?, ?, ?, '/media/demo/demo.mp4', ?, ?, 30, ?, ?)`,
  );
  const generated: GeneratedCatalogue = { courseIds: [], bigCourseIds: [], lessons: 0 };
  db.transaction(() => {
    for (let i = 0; i < shape.courses; i += 1) {
      const topic = (i % 2 === 0 ? TOPICS : TOPICS_2)[Math.floor(i / 2) % TOPICS.length];
      const form = FORMS[i % FORMS.length];
      const n = i + 1;
      const publishedAt = toLocal(nowMs - ((i % 900) + 1) * DAY_MS);
      const charge = i % 4 === 0 ? 0 : 49 + (i % 10) * 20;
      const id = Number(
        course.run({
          title: `${topic}${form}（第 ${n} 期）`,
          slug: `scale-${n}`,
          thumb: `/images/covers/${(i % 12) + 1}.svg`,
          charge,
          short: `${topic}${form}：案例驱动，学完就能用。`,
          desc: descriptionOf(topic, form, n),
          publishedAt,
          categoryId: categories[i % categories.length] ?? 0,
          userCount: (i * 37) % 5000,
          isFree: charge === 0 ? 1 : 0,
          createdAt: toLocal(nowMs - ((i % 900) + 2) * DAY_MS),
        }).lastInsertRowid,
      );
      generated.courseIds.push(id);
      const big = i < shape.bigCourses;
      if (big) generated.bigCourseIds.push(id);
      const lessons = big ? shape.lessonsPerBigCourse : shape.lessonsPerCourse;
      for (let k = 1; k <= lessons; k += 1) {
        const title = `${topic}${form} 第 ${n} 期 · 第 ${k} 讲`;
        lesson.run(id, title, `scale-${n}-${k}`, title, publishedAt, publishedAt, publishedAt);
      }
      generated.lessons += lessons;
    }
  })();
  return generated;
}

/** The demo school plus the scale catalogue in `dataDir` (created if needed), ready for the embedded API to start on. */
export async function prepareScaleDataDir(dataDir: string, shape = SCALE_CATALOGUE): Promise<GeneratedCatalogue> {
  const db = openDatabase(dataDir);
  try {
    migrate(db);
    await seedIfEmpty(db);
    return generateCatalogue(db, shape);
  } finally {
    db.close();
  }
}

if (require.main === module) {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error("usage: npx tsx bench/catalogue.ts <data dir>");
    process.exit(2);
  }
  const started = performance.now();
  prepareScaleDataDir(dataDir).then((catalogue) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${catalogue.courseIds.length} courses, ${catalogue.lessons} lessons added to ${dataDir} in ${seconds} s`,
    );
  });
}
