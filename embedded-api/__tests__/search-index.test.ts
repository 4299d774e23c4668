import { openDatabase } from "../db/connection";
import { migrate } from "../db/migrate";
import { migrations } from "../db/migrations";
import { seedIfEmpty } from "../db/seed";
import { toLocal } from "../lib/dates";
import { createTestApi, type Json, type TestApi } from "../test-support/harness";
import { courseIdOf } from "../test-support/learning";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The search index follows every catalogue write at once (migration 50's triggers): what a
// search answers right after a change, for each kind of change to courses and lessons.
describe("search index kept by the writes", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const find = async (keywords: string) =>
    (await api.get(`/api/v3/search?keywords=${encodeURIComponent(keywords)}&type=&size=100`)).data as {
      total: number;
      data: Json[];
    };
  const titles = async (keywords: string) => (await find(keywords)).data.map((r) => r.title as string);
  const run = (sql: string, ...params: unknown[]) => api.db.prepare(sql).run(...params);
  const lessonId = (title: string) =>
    (api.db.prepare("SELECT id FROM videos WHERE title = ?").get(title) as { id: number }).id;
  const later = () => toLocal(Date.now() + 86_400_000);

  afterEach(() => {
    const check = () => api.db.prepare("INSERT INTO search_fts (search_fts) VALUES ('integrity-check')").run();
    expect(check).not.toThrow(); // the FTS index matches search_records after every change
  });

  it("finds a renamed course and lesson by their new titles only, with the same record ids", async () => {
    const courseId = courseIdOf(api, "go-concurrency");
    const before = (await find("Go 语言高并发编程")).data.find((r) => r.resource_id === courseId);
    run("UPDATE courses SET title = '协程调度精讲' WHERE id = ?", courseId);
    const [renamed] = (await find("协程调度精讲")).data;
    expect(renamed).toMatchObject({ resource_type: "vod", resource_id: courseId, id: before?.id });
    const video = lessonId("电商销售数据分析项目");
    run("UPDATE videos SET title = '订单报表项目', short_description = '订单报表项目' WHERE id = ?", video);
    expect(await titles("订单报表项目")).toEqual(["订单报表项目"]);
    expect(await titles("电商销售数据")).toEqual(["Python 数据分析实战"]); // still in the course's description
  });

  it("indexes a description's text, not its markup", async () => {
    const courseId = courseIdOf(api, "go-concurrency");
    run(
      "UPDATE courses SET render_desc = ? WHERE id = ?",
      '<p class="调度器">通道&amp;选择</p><script>埋点脚本</script>',
      courseId,
    );
    expect((await find("通道&选择")).data).toMatchObject([{ resource_id: courseId, p: "通道&选择..." }]);
    expect((await find("调度器")).total).toBe(0);
    expect((await find("埋点脚本")).total).toBe(0);
  });

  it("adds new courses and lessons, and drops deleted ones (with a course's lessons)", async () => {
    const now = toLocal(Date.now() - 60_000);
    const courseId = Number(
      run(
        `INSERT INTO courses (title, render_desc, published_at, created_at, updated_at)
         VALUES ('新开课程：索引演示', '<p>新课介绍</p>', ?, ?, ?)`,
        now,
        now,
        now,
      ).lastInsertRowid,
    );
    run("UPDATE courses SET thumb = '/images/covers/1.svg' WHERE id = ?", courseId);
    run(
      `INSERT INTO videos (course_id, title, published_at, created_at, updated_at)
       VALUES (?, '索引演示第一讲', ?, ?, ?), (?, '索引演示第二讲', ?, ?, ?)`,
      ...[courseId, now, now, now, courseId, now, now, now],
    );
    expect((await find("索引演示")).data).toMatchObject([
      { title: "新开课程：索引演示", thumb: "/images/covers/1.svg" },
      { title: "索引演示第一讲", thumb: "/images/covers/1.svg" },
      { title: "索引演示第二讲" },
    ]);
    run("UPDATE videos SET deleted_at = ? WHERE title = '索引演示第二讲'", now);
    expect(await titles("索引演示")).toEqual(["新开课程：索引演示", "索引演示第一讲"]);
    run("DELETE FROM videos WHERE title = '索引演示第一讲'");
    expect(await titles("索引演示")).toEqual(["新开课程：索引演示"]);
    run("UPDATE videos SET deleted_at = NULL WHERE title = '索引演示第二讲'");
    expect(await titles("索引演示")).toEqual(["新开课程：索引演示", "索引演示第二讲"]);
    run("UPDATE courses SET deleted_at = ? WHERE id = ?", now, courseId);
    expect((await find("索引演示")).total).toBe(0);
    run("UPDATE courses SET deleted_at = NULL WHERE id = ?", courseId);
    expect(await titles("索引演示")).toEqual(["新开课程：索引演示", "索引演示第二讲"]);
    run("DELETE FROM courses WHERE id = ?", courseId);
    expect((await find("索引演示")).total).toBe(0);
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM search_records WHERE course_id = ?").get(courseId)).toEqual({
      n: 0,
    });
  });

  it("follows shown, hidden and scheduled courses and lessons", async () => {
    const courseId = courseIdOf(api, "python-data-analysis");
    const lesson = lessonId("Matplotlib 可视化");
    const hits = async () => (await find("Matplotlib")).data.map((r) => `${r.resource_type} ${r.title}`);
    const all = await hits();
    expect(all).toContain("video Matplotlib 可视化");
    run("UPDATE courses SET is_show = -1 WHERE id = ?", courseId);
    expect(await hits()).toEqual([]);
    run("UPDATE courses SET is_show = 1, published_at = ? WHERE id = ?", later(), courseId);
    expect(await hits()).toEqual([]);
    const published = toLocal(Date.now() - 86_400_000);
    run("UPDATE courses SET published_at = ? WHERE id = ?", published, courseId);
    expect(await hits()).toEqual(all);
    run("UPDATE videos SET published_at = ? WHERE id = ?", later(), lesson);
    expect(await hits()).not.toContain("video Matplotlib 可视化");
    run("UPDATE videos SET published_at = ?, is_show = -1 WHERE id = ?", published, lesson);
    expect(await hits()).not.toContain("video Matplotlib 可视化");
    run("UPDATE videos SET is_show = 1 WHERE id = ?", lesson);
    expect(await hits()).toEqual(all);
  });

  it("gives lessons their course's thumb and price, also when moved to another course", async () => {
    const lesson = lessonId("Pandas 数据清洗与透视");
    const courseId = courseIdOf(api, "python-data-analysis");
    const lessonHit = async () => (await find("Pandas 数据清洗与透视")).data.find((r) => r.resource_type === "video");
    run("UPDATE courses SET thumb = '/images/covers/9.svg', charge = 299 WHERE id = ?", courseId);
    expect(await lessonHit()).toMatchObject({ resource_id: lesson, thumb: "/images/covers/9.svg", charge: 299 });
    const other = courseIdOf(api, "python-basics");
    run("UPDATE videos SET course_id = ? WHERE id = ?", other, lesson);
    const { thumb, charge } = api.db.prepare("SELECT thumb, charge FROM courses WHERE id = ?").get(other) as Json;
    expect(await lessonHit()).toMatchObject({ resource_id: lesson, thumb, charge });
    run("UPDATE courses SET deleted_at = ? WHERE id = ?", toLocal(Date.now()), courseId);
    run("UPDATE videos SET course_id = ? WHERE id = ?", courseId, lesson);
    expect(await lessonHit()).toBeUndefined(); // moved into a deleted course
    run("UPDATE courses SET deleted_at = NULL WHERE id = ?", courseId);
    expect(await lessonHit()).toMatchObject({ resource_id: lesson, thumb: "/images/covers/9.svg" });
  });
});

describe("migration 50 on a database searched before", () => {
  it("fills the index once from the catalogue, keeping the records that exist and their ids", async () => {
    const dir = mkdtempSync(join(tmpdir(), "embedded-api-search-migration-"));
    const db = openDatabase(dir);
    try {
      migrate(
        db,
        migrations.filter((m) => m.version < 50),
      );
      await seedIfEmpty(db);
      const course = db.prepare("SELECT id, title FROM courses ORDER BY id LIMIT 1").get() as Json;
      const now = toLocal(Date.now());
      const insert = db.prepare(
        `INSERT INTO search_records (id, resource_type, resource_id, course_id, title, created_at, updated_at)
         VALUES (?, ?, ?, ?, '旧标题', ?, ?)`,
      );
      insert.run(900, "vod", course.id, course.id, now, now); // indexed by the lazy rebuild, renamed since
      insert.run(901, "vod", 99_999, 99_999, now, now); // a course since removed
      migrate(db);
      const records = db.prepare("SELECT id, title FROM search_records WHERE id >= 900 ORDER BY id").all();
      expect(records[0]).toEqual({ id: 900, title: course.title });
      expect(records.some((r) => (r as Json).id === 901)).toBe(false);
      const counts = db
        .prepare(
          `SELECT (SELECT COUNT(*) FROM search_records) AS records,
             (SELECT COUNT(*) FROM courses WHERE deleted_at IS NULL) + (SELECT COUNT(*) FROM videos v
               JOIN courses c ON c.id = v.course_id WHERE v.deleted_at IS NULL AND c.deleted_at IS NULL) AS sources`,
        )
        .get() as Json;
      expect(counts.records).toBe(counts.sources);
      const hits = db.prepare("SELECT COUNT(*) AS n FROM search_fts WHERE search_fts MATCH ?").get(`"${course.title}"`);
      expect((hits as Json).n).toBeGreaterThan(0);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'search_index_state'").get()).toBeUndefined();
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
