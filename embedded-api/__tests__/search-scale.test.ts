import { generateCatalogue, SCALE_CATALOGUE, type GeneratedCatalogue } from "../../bench/catalogue";
import { createTestApi, type Json, type TestApi } from "../test-support/harness";

// Issue 33: at 20,000 courses the first search after an edit rebuilt the whole index inside the
// request, and every other request waited for it (a course list took 8 s). The index is now kept
// up to date by the write itself, so the search answers at once and nothing queues behind it.
const SEARCH_AFTER_EDIT_MS = 200; // the bound
/** Generous, for a loaded machine: the rebuild the list used to wait for took seconds (8 s in the issue). */
const HELD_UP_MARGIN_MS = 1_000;

describe(`search at ${SCALE_CATALOGUE.courses} courses`, () => {
  let api: TestApi;
  let catalogue: GeneratedCatalogue;
  beforeAll(async () => {
    api = await createTestApi();
    catalogue = generateCatalogue(api.db);
  }, 300_000);
  afterAll(() => api.close());

  const searchUrl = (keywords: string) => `/api/v3/search?keywords=${encodeURIComponent(keywords)}&type=&size=10`;
  const LIST = "/api/v2/courses?page=1&page_size=16";
  const timed = async (url: string): Promise<{ body: Json; ms: number }> => {
    const started = performance.now();
    const body = await api.get(url);
    return { body, ms: performance.now() - started };
  };
  const fastestOf3 = async (url: string) =>
    Math.min(...[await timed(url), await timed(url), await timed(url)].map((r) => r.ms));
  const totalChanges = () => (api.db.prepare("SELECT total_changes() AS n").get() as { n: number }).n;
  const record = (type: string, id: number) =>
    api.db
      .prepare("SELECT title, charge FROM search_records WHERE resource_type = ? AND resource_id = ?")
      .get(type, id) as { title: string; charge: number } | undefined;

  it("indexes a renamed course in the edit itself; the next search finds it within 200 ms", async () => {
    expect((await api.get(searchUrl("数据分析"))).data.total).toBeGreaterThan(1000);
    const id = catalogue.courseIds[12_345];
    const title = "规模测试：改名后的课程";
    api.db.prepare("UPDATE courses SET title = ? WHERE id = ?").run(title, id);
    expect(record("vod", id)?.title).toBe(title); // nothing left for the search to rebuild

    const search = await timed(searchUrl(title));
    expect(search.body.data).toMatchObject({ total: 1, data: [{ resource_type: "vod", resource_id: id, title }] });
    expect(search.ms).toBeLessThanOrEqual(SEARCH_AFTER_EDIT_MS);
  });

  it("answers a course list sent with the first search after an edit: the search does no index work", async () => {
    const listAlone = await fastestOf3(LIST);
    const id = catalogue.courseIds[54];
    const title = "规模测试：同时到来的列表";
    api.db.prepare("UPDATE courses SET title = ? WHERE id = ?").run(title, id);
    const writesBefore = totalChanges();
    const [search, list] = await Promise.all([timed(searchUrl(title)), timed(LIST)]);
    expect(search.body.data.data[0]).toMatchObject({ resource_id: id, title });
    expect(list.body.data.total).toBeGreaterThan(SCALE_CATALOGUE.courses);
    // The API answers one request at a time: the list waits for the search before it, which writes nothing
    // now (before issue 33 it rewrote every record first: seconds, minutes with lessons).
    expect(totalChanges()).toBe(writesBefore);
    expect(list.ms).toBeLessThanOrEqual(listAlone + HELD_UP_MARGIN_MS);
  });

  it(`carries a ${SCALE_CATALOGUE.lessonsPerBigCourse}-lesson course's new price to its lessons in the edit itself`, async () => {
    const [id] = catalogue.bigCourseIds;
    const lastLesson = api.db
      .prepare("SELECT id, title FROM videos WHERE course_id = ? ORDER BY id DESC LIMIT 1")
      .get(id) as { id: number; title: string };
    api.db.prepare("UPDATE courses SET charge = 321 WHERE id = ?").run(id);
    expect(record("video", lastLesson.id)?.charge).toBe(321);

    const search = await timed(searchUrl(lastLesson.title));
    expect(search.body.data.data[0]).toMatchObject({ resource_type: "video", resource_id: lastLesson.id, charge: 321 });
    expect(search.ms).toBeLessThanOrEqual(SEARCH_AFTER_EDIT_MS);
  });
});
