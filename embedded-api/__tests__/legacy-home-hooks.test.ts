import { createTestApi, DEMO_MOBILE, type Json, type TestApi } from "../test-support/harness";
import { courseIdOf, lessonsOf } from "../test-support/learning";

describe("legacy home mode (EMBEDDED_API_LEGACY_HOME=1)", () => {
  let legacy: TestApi;
  let current: TestApi;
  beforeAll(async () => {
    legacy = await createTestApi({ legacyHome: true });
    current = await createTestApi();
  });
  afterAll(async () => {
    await legacy.close();
    await current.close();
  });

  it("answers decorationPage/blocks with 路由不存在", async () => {
    expect(await legacy.get("/api/v2/decorationPage/blocks?page_name=pc-page-index")).toEqual({
      code: 404,
      message: "路由不存在",
      data: [],
    });
  });

  it("serves the old page blocks without the slider block", async () => {
    const now = (await current.get("/api/v2/decorationPage/blocks?page_name=pc-page-index")).data as Json[];
    const old = await legacy.get("/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index");
    expect(old.code).toBe(0);
    expect(old.data).toEqual(now.filter((b) => b.sign !== "pc-slider"));
    expect(old.data.some((b: Json) => b.sign === "pc-vod-v1")).toBe(true);
    expect((await legacy.get("/api/v2/viewBlock/page/blocks?platform=pc")).message).toBe("参数错误");
    expect((await legacy.get("/api/v2/viewBlock/page/blocks?platform=h5&page_name=pc-page-index")).data).toEqual([]);
  });

  it("serves /api/v2/sliders for PC from the slider block", async () => {
    const slider = ((await current.get("/api/v2/decorationPage/blocks?page_name=pc-page-index")).data as Json[]).find(
      (b) => b.sign === "pc-slider",
    );
    const res = await legacy.get("/api/v2/sliders?platform=PC");
    expect(res.data).toEqual(
      slider.config_render.map((s: Json, i: number) => ({ thumb: s.src, url: s.href, sort: i + 1, platform: "PC" })),
    );
    expect(res.data[0].thumb).toBe("/images/banners/1.svg"); // as stored
    expect((await legacy.get("/api/v2/sliders")).data).toEqual([]);
  });

  it("is off by default", async () => {
    expect((await current.get("/api/v2/sliders?platform=PC")).code).toBe(404);
    expect((await current.get("/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index")).code).toBe(404);
  });
});

describe("content test hooks", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ testHooks: true });
  });
  afterAll(() => api.close());

  it("report stored progress", async () => {
    const token = await api.login();
    const lesson = lessonsOf(api, courseIdOf(api, "vue3-typescript"))[3];
    const before = await api.get(`/__test/progress?mobile=${DEMO_MOBILE}&video_id=${lesson.id}`);
    expect(before.data).toMatchObject({
      video_id: lesson.id,
      watch_seconds: 0,
      watched: false,
      course_record: { progress: expect.any(Number) },
    });
    await api.post(`/api/v2/video/${lesson.id}/record`, { duration: 10 }, token);
    api.advance(10_000);
    await api.post(`/api/v2/video/${lesson.id}/record`, { duration: 30 }, token);
    const after = (await api.get(`/__test/progress?mobile=${DEMO_MOBILE}&video_id=${lesson.id}`)).data;
    expect(after).toMatchObject({ watch_seconds: 30, watched: true, watched_at: expect.any(String) });
    expect(after.course_record.progress).toBeGreaterThan(before.data.course_record.progress);
    expect((await api.get("/__test/progress?mobile=19999999999&video_id=1")).code).toBe(404);
  });

  it("record watched seconds without waiting for playback", async () => {
    const lesson = lessonsOf(api, courseIdOf(api, "python-basics"))[0];
    const url = (query: string) => `/__test/progress?mobile=${DEMO_MOBILE}&video_id=${lesson.id}${query}`;
    expect(await api.post(url(`&seconds=${lesson.duration}`))).toEqual({ code: 0, message: "", data: [] });
    expect((await api.get(url(""))).data).toMatchObject({ watch_seconds: lesson.duration, watched: true });
    expect((await api.post(url("&seconds=0"))).message).toBe("参数错误");
    expect((await api.post(`/__test/progress?mobile=19999999999&video_id=${lesson.id}&seconds=5`)).code).toBe(404);
  });

  it("approve comments by hash id", async () => {
    const token = await api.login();
    const course = courseIdOf(api, "python-basics");
    const posted = (await api.post("/api/v3/comment/store", { rt: 1, rid: course, content: "等待审核" }, token)).data;
    expect((await api.post(`/__test/comments/approve?id=${posted.id}`)).code).toBe(0);
    const listed = (await api.get(`/api/v3/comments?rt=1&rid=${course}`)).data.data[0];
    expect(listed).toMatchObject({ id: posted.id, content: "等待审核", is_check: 1 });
    expect((await api.post("/__test/comments/approve?id=nope")).code).toBe(404);
  });

  it("are absent without EMBEDDED_API_TEST_HOOKS", async () => {
    const plain = await createTestApi();
    expect((await plain.get("/__test/progress?mobile=1&video_id=1")).message).toBe("路由不存在");
    expect((await plain.post("/__test/progress?mobile=1&video_id=1&seconds=5")).message).toBe("路由不存在");
    await plain.close();
  });
});
