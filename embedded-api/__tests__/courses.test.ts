import { createTestApi, type Json, type TestApi } from "../test-support/harness";
import { addListedCourses } from "../test-support/bulk-catalogue";
import { MEEDU_COURSE_LIST_FIELDS, MEEDU_LESSON_FIELDS } from "../test-support/meedu-fields";

const ids = (page: Json) => page.data.map((c: { id: number }) => c.id) as number[];

describe("course list, categories and detail", () => {
  let api: TestApi;
  let all: Json[];
  beforeAll(async () => {
    api = await createTestApi();
    all = (await api.get("/api/v2/courses?page_size=100")).data.data;
  });
  afterAll(() => api.close());

  it("returns a Laravel paginator with page_size 16 by default", async () => {
    const { data } = await api.get("/api/v2/courses");
    expect(Object.keys(data)).toEqual([
      "current_page",
      "data",
      "first_page_url",
      "from",
      "last_page",
      "last_page_url",
      "links",
      "next_page_url",
      "path",
      "per_page",
      "prev_page_url",
      "to",
      "total",
    ]);
    expect(data).toMatchObject({
      current_page: 1,
      first_page_url: "api/v2/courses?page=1",
      from: 1,
      last_page: 2,
      last_page_url: "api/v2/courses?page=2",
      next_page_url: "api/v2/courses?page=2",
      path: "api/v2/courses",
      per_page: 16,
      prev_page_url: null,
      to: 16,
      total: 26,
    });
    expect(data.links).toEqual([
      { url: null, label: "&laquo; 上一页", active: false },
      { url: "api/v2/courses?page=1", label: "1", active: true },
      { url: "api/v2/courses?page=2", label: "2", active: false },
      { url: "api/v2/courses?page=2", label: "下一页 &raquo;", active: false },
    ]);
    const page2 = (await api.get("/api/v2/courses?page=2")).data;
    expect([page2.from, page2.to, page2.data.length, page2.next_page_url, page2.prev_page_url]).toEqual([
      17,
      26,
      10,
      null,
      "api/v2/courses?page=1",
    ]);
    const empty = (await api.get("/api/v2/courses?page=9")).data;
    expect([empty.from, empty.to, empty.data]).toEqual([null, null, []]);
  });

  it("lists items with the contract fields, newest published first, excluding hidden and scheduled ones", async () => {
    expect(Object.keys(all[0])).toEqual(MEEDU_COURSE_LIST_FIELDS);
    // Media URLs go out as stored, like MeEdu: the seeded covers are relative paths.
    expect(all[0].thumb).toBe(`/images/covers/${all[0].id}.svg`);
    expect(all[0].published_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(all.every((c) => c.is_show === 1 && c.videos_count > 0 && typeof c.category.name === "string")).toBe(true);
    const published = all.map((c) => c.published_at as string);
    expect([...published].sort().reverse()).toEqual(published);
    const titles = all.map((c) => c.title as string);
    expect(titles.some((t) => t.includes("jQuery"))).toBe(false);
    expect(titles.some((t) => t.includes("Rust"))).toBe(false);
  });

  it("filters by scene", async () => {
    const free = (await api.get("/api/v2/courses?scene=free&page_size=100")).data.data as Json[];
    expect(free.length).toBeGreaterThan(3);
    expect(free.every((c) => c.is_free === 1 && c.charge === 0)).toBe(true);
    const recom = (await api.get("/api/v2/courses?scene=recom&page_size=100")).data;
    expect(recom.data.every((c: Json) => c.is_rec === 1)).toBe(true);
    expect(ids(recom)).toEqual([...ids(recom)].sort((a, b) => b - a));
    const sub = (await api.get("/api/v2/courses?scene=sub&page_size=100")).data.data as Json[];
    const counts = sub.map((c) => c.user_count as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(all.some((c) => c.is_vip_free === 1 && c.charge > 0)).toBe(true);
  });

  it("filters by category including direct children", async () => {
    const tree = (await api.get("/api/v2/course_categories")).data as Json[];
    expect(tree.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(tree[0])).toEqual(["id", "name", "parent_id", "children"]);
    expect(Object.keys(tree[0].children[0])).toEqual(["id", "sort", "name", "parent_id"]);
    const parent = tree[0];
    const childIds = parent.children.map((c: Json) => c.id) as number[];
    const byParent = (await api.get(`/api/v2/courses?category_id=${parent.id}&page_size=100`)).data.data as Json[];
    expect(byParent.length).toBe(all.filter((c) => childIds.includes(c.category_id)).length);
    expect(byParent.length).toBeGreaterThan(0);
    const child = (await api.get(`/api/v2/courses?category_id=${childIds[0]}&page_size=100`)).data.data as Json[];
    expect(child.every((c) => c.category_id === childIds[0])).toBe(true);
  });

  it("returns the detail with camelCase keys and a chapter-keyed videos map", async () => {
    const res = await api.get("/api/v2/course/3");
    expect(Object.keys(res.data)).toEqual([
      "course",
      "chapters",
      "videos",
      "isBuy",
      "isCollect",
      "videoWatchedProgress",
      "attach",
      "buyVideos",
    ]);
    const { course, chapters, videos } = res.data;
    expect(course).not.toHaveProperty("videos_count");
    expect(course.render_desc).toContain("<h2>");
    expect(Object.keys(chapters[0])).toEqual(["id", "course_id", "title"]);
    expect(Object.keys(videos)).toEqual(["0", ...chapters.map((c: Json) => String(c.id))]);
    const lesson = videos[String(chapters[0].id)][0];
    expect(Object.keys(lesson)).toEqual(MEEDU_LESSON_FIELDS);
    expect([res.data.isBuy, res.data.isCollect, res.data.videoWatchedProgress, res.data.buyVideos]).toEqual([
      false,
      false,
      [],
      [],
    ]);
    expect(res.data.attach[0]).toEqual({ id: expect.any(Number), name: "课程课件.pdf", size: 806, extension: "pdf" });
  });

  it("serialises a course with only chapter-less lessons as a list (PHP array quirk)", async () => {
    const flat = all.find((c) => c.slug === "git-teamwork");
    const { videos, chapters } = (await api.get(`/api/v2/course/${flat.id}`)).data;
    expect(chapters).toEqual([]);
    expect(Array.isArray(videos)).toBe(true);
    expect(videos[0].every((v: Json) => v.chapter_id === 0)).toBe(true);
  });

  it("adds per-user fields with a token and ignores an invalid token", async () => {
    const token = await api.login();
    const bought = (await api.get("/api/v2/course/3", token)).data;
    expect(bought.isBuy).toBe(true);
    const progress = Object.values(bought.videoWatchedProgress) as Json[];
    expect(progress.length).toBe(3);
    expect(progress[0]).toMatchObject({ course_id: 3, deleted_at: null });
    expect((await api.get("/api/v2/course/2", token)).data).toMatchObject({ isBuy: false, isCollect: true });
    expect((await api.get("/api/v2/course/1", token)).data.isBuy).toBe(true); // free course
    expect((await api.get("/api/v2/course/1")).data.isBuy).toBe(false); // anonymous
    expect((await api.get("/api/v2/course/3", "garbage.token.here")).code).toBe(0);
  });

  it("shows hidden courses by id but not scheduled ones", async () => {
    const rows = api.db.prepare("SELECT id, is_show, published_at FROM courses ORDER BY id").all() as Json[];
    const hidden = rows.find((r) => r.is_show === -1);
    const future = rows.find((r) => r.is_show === 1 && !all.some((c) => c.id === r.id));
    expect((await api.get(`/api/v2/course/${hidden.id}`)).code).toBe(0);
    expect(await api.get(`/api/v2/course/${future.id}`)).toEqual({ code: 404, message: "资源不存在", data: [] });
  });
});

describe("course list of a large catalogue", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    addListedCourses(api.db, 1200);
  });
  afterAll(() => api.close());

  it.each([
    [500, 500],
    [1000, 1000],
    [5000, 1000],
  ])("answers page_size=%d with %d courses, as per_page says", async (asked, answered) => {
    const { data } = await api.get(`/api/v2/courses?page_size=${asked}`);
    expect(data.per_page).toBe(answered);
    expect(data.data).toHaveLength(answered);
    expect(data.last_page).toBe(Math.ceil(data.total / answered));
  });
});
