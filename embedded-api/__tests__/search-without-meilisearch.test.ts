import { toLocal } from "../lib/dates";
import { createTestApi, type Json, type TestApi } from "../test-support/harness";
import { courseIdOf } from "../test-support/learning";
import { MEEDU_SEARCH_COURSE_FIELDS } from "../test-support/meedu-fields";

// EMBEDDED_API_FULLTEXT_SEARCH=0: a stock MeEdu 4.9.30 without Meilisearch.
describe("search without Meilisearch", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ fullTextSearch: false });
  });
  afterAll(() => api.close());

  const v2 = (keywords: string) => api.get(`/api/v2/search?keywords=${encodeURIComponent(keywords)}`);

  it("answers every v3 search with {total:0,data:[]} but still asks for keywords", async () => {
    for (const query of [
      "keywords=python&type=",
      "keywords=python&type=vod",
      "keywords=%E6%95%B0%E6%8D%AE&type=&page=1&size=10",
    ]) {
      expect(await api.get(`/api/v3/search?${query}`)).toEqual({ code: 0, message: "", data: { total: 0, data: [] } });
    }
    expect(await api.get("/api/v3/search?keywords=&type=")).toEqual({ code: 1, message: "请输入关键字", data: [] });
    // The missing-type TypeError happens when the service is called, Meilisearch or not.
    expect(await api.get("/api/v3/search?keywords=python")).toEqual({ code: 1, message: "错误", data: [] });
  });

  it("serves the v2 title search: MODEL_COURSE_FIELD, the whole category row, the keywords echoed", async () => {
    const res = await v2("  python ");
    expect(res.code).toBe(0);
    expect(Object.keys(res.data)).toEqual(["data", "keywords"]);
    expect(res.data.keywords).toBe("python");
    const [first] = res.data.data as Json[];
    expect(Object.keys(first)).toEqual(MEEDU_SEARCH_COURSE_FIELDS);
    expect(Object.keys(first.category)).toEqual([
      "id",
      "name",
      "parent_id",
      "parent_chain",
      "is_show",
      "sort",
      "created_at",
      "updated_at",
      "deleted_at",
    ]);
    expect(first.category.deleted_at).toBeNull();
    expect(first.thumb).toBe(`/images/covers/${first.id}.svg`);
  });

  it("matches titles only, newest published first, at most 10, without paging", async () => {
    const titles = (res: Json) => (res.data.data as Json[]).map((c) => c.title);
    expect(titles(await v2("数据分析"))).toEqual(["Python 数据分析实战"]);
    expect(titles(await v2("pandas"))).toEqual([]); // only in the description
    api.db.prepare("UPDATE courses SET title = title || '（全新版）'").run();
    const visible = (await api.get("/api/v2/courses?page_size=100")).data.total as number;
    expect(visible).toBeGreaterThan(10);
    const many = (await v2("全新版")).data.data as Json[];
    expect(many).toHaveLength(10);
    const published = many.map((c) => c.published_at as string);
    expect([...published].sort().reverse()).toEqual(published);
    const page2 = (await api.get(`/api/v2/search?keywords=${encodeURIComponent("全新版")}&page=2&size=3`)).data
      .data as Json[];
    expect(page2.map((c) => c.id)).toEqual(many.map((c) => c.id));
  });

  it("leaves out hidden and scheduled courses, and keeps a deleted category's row", async () => {
    const id = courseIdOf(api, "python-data-analysis");
    const { category_id: categoryId } = api.db.prepare("SELECT category_id FROM courses WHERE id = ?").get(id) as {
      category_id: number;
    };
    api.db.prepare("UPDATE course_categories SET deleted_at = ? WHERE id = ?").run(toLocal(Date.now()), categoryId);
    const [course] = (await v2("数据分析")).data.data as Json[];
    expect(course.category).toMatchObject({ id: categoryId, deleted_at: expect.stringMatching(/Z$/) });
    api.db.prepare("UPDATE courses SET is_show = -1 WHERE id = ?").run(id);
    expect((await v2("数据分析")).data.data).toEqual([]);
  });

  it('refuses a missing, blank or "0" keyword like PHP\'s !$keywords', async () => {
    for (const query of ["", "keywords=", "keywords=%20", "keywords=0"]) {
      expect(await api.get(`/api/v2/search?${query}`)).toEqual({ code: 1, message: "请输入关键字", data: [] });
    }
  });
});
