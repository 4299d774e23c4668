import { createTestApi, type Json, type TestApi } from "../test-support/harness";
import { MEEDU_LESSON_FIELDS } from "../test-support/meedu-fields";
import { courseIdOf, lessonsOf, newMember, setVip } from "../test-support/learning";

const DAY = 86_400_000;

describe("entitlement, video detail and favourites", () => {
  let api: TestApi;
  let demo: string;
  let free: number;
  let paid: number;
  let vipFree: number;
  let bought: number;
  beforeAll(async () => {
    api = await createTestApi();
    demo = await api.login();
    free = courseIdOf(api, "python-basics");
    paid = courseIdOf(api, "go-concurrency");
    vipFree = courseIdOf(api, "react-18");
    bought = courseIdOf(api, "vue3-typescript");
  });
  afterAll(() => api.close());

  const isBuy = async (courseId: number, token?: string) =>
    (await api.get(`/api/v2/course/${courseId}`, token)).data.isBuy;
  const isWatch = async (courseId: number, token?: string) =>
    (await api.get(`/api/v2/video/${lessonsOf(api, courseId)[0].id}`, token)).data.is_watch;

  it("applies the entitlement matrix to isBuy (course) and is_watch (lesson)", async () => {
    const vip = await newMember(api, "13500000001");
    const expired = await newMember(api, "13500000002");
    setVip(api, vip.id, Date.now(), 30 * DAY);
    setVip(api, expired.id, Date.now(), -DAY);
    const cases: Array<[string, number, string | undefined, boolean]> = [
      ["anonymous, free course", free, undefined, false],
      ["member, free course", free, demo, true],
      ["member, paid course", paid, demo, false],
      ["buyer, bought course", bought, demo, true],
      ["active VIP, VIP-free course", vipFree, vip.token, true],
      ["expired VIP, VIP-free course", vipFree, expired.token, false],
      ["active VIP, paid course that is not VIP-free", paid, vip.token, false],
      ["member without VIP, VIP-free course", vipFree, demo, false],
    ];
    for (const [label, courseId, token, expected] of cases) {
      expect([label, await isBuy(courseId, token)]).toEqual([label, expected]);
      expect([label, await isWatch(courseId, token)]).toEqual([label, expected]);
    }
  });

  it("counts a lesson bought on its own", async () => {
    const member = await newMember(api, "13500000003");
    const lesson = lessonsOf(api, paid)[1];
    api.db
      .prepare("INSERT INTO user_video (user_id, video_id, charge, created_at) VALUES (?, ?, 0, '2024-01-01 00:00:00')")
      .run(member.id, lesson.id);
    const res = (await api.get(`/api/v2/video/${lesson.id}`, member.token)).data;
    expect([res.is_watch, res.buy_videos]).toEqual([true, [lesson.id]]);
    expect((await api.get(`/api/v2/course/${paid}`, member.token)).data).toMatchObject({
      isBuy: false,
      buyVideos: [lesson.id],
    });
  });

  it("returns the video detail with snake_case keys and the Video field set", async () => {
    const lesson = lessonsOf(api, bought)[0];
    const res = await api.get(`/api/v2/video/${lesson.id}`, demo);
    expect(res.code).toBe(0);
    expect(Object.keys(res.data)).toEqual([
      "video",
      "videos",
      "chapters",
      "course",
      "is_watch",
      "video_watched_progress",
      "buy_videos",
    ]);
    expect(Object.keys(res.data.video)).toEqual(MEEDU_LESSON_FIELDS);
    expect(res.data.video).not.toHaveProperty("url");
    expect(res.data.video.duration).toBe(30);
    expect(res.data.course).toMatchObject({ id: bought, render_desc: expect.stringContaining("<") });
    expect(res.data.course).not.toHaveProperty("videos_count");
    expect(Object.keys(res.data.videos)).toEqual(Object.keys((await api.get(`/api/v2/course/${bought}`)).data.videos));
    const progress = res.data.video_watched_progress as Record<string, Json>;
    expect(progress[String(lesson.id)]).toMatchObject({ video_id: lesson.id, watch_seconds: 30, deleted_at: null });
    const anonymous = (await api.get(`/api/v2/video/${lesson.id}`)).data;
    expect([anonymous.is_watch, anonymous.video_watched_progress, anonymous.buy_videos]).toEqual([false, [], []]);
  });

  it("increments view_num on every view", async () => {
    const lesson = lessonsOf(api, free)[2];
    const first = (await api.get(`/api/v2/video/${lesson.id}`)).data.video.view_num;
    await api.get(`/api/v2/video/${lesson.id}`);
    const row = api.db.prepare("SELECT view_num FROM videos WHERE id = ?").get(lesson.id) as { view_num: number };
    expect(row.view_num).toBe(first + 2);
  });

  it("creates the started-course record only when the member may watch", async () => {
    const member = await newMember(api, "13500000004");
    const started = (courseId: number) =>
      api.db
        .prepare("SELECT progress, is_watched FROM course_user_records WHERE user_id = ? AND course_id = ?")
        .get(member.id, courseId);
    await api.get(`/api/v2/video/${lessonsOf(api, paid)[0].id}`, member.token);
    expect(started(paid)).toBeUndefined();
    await api.get(`/api/v2/video/${lessonsOf(api, free)[0].id}`, member.token);
    await api.get(`/api/v2/video/${lessonsOf(api, free)[1].id}`, member.token);
    expect(started(free)).toEqual({ progress: 0, is_watched: 0 });
  });

  it("answers 404 for hidden, scheduled or unknown lessons and treats a bad token as anonymous", async () => {
    const lesson = lessonsOf(api, free)[0];
    api.db.prepare("UPDATE videos SET is_show = -1 WHERE id = ?").run(lesson.id);
    expect(await api.get(`/api/v2/video/${lesson.id}`)).toEqual({ code: 404, message: "资源不存在", data: [] });
    api.db.prepare("UPDATE videos SET is_show = 1 WHERE id = ?").run(lesson.id);
    const scheduled = lessonsOf(api, courseIdOf(api, "rust-systems"))[0];
    expect((await api.get(`/api/v2/video/${scheduled.id}`)).code).toBe(404);
    expect((await api.get("/api/v2/video/999999")).code).toBe(404);
    expect((await api.get("/api/v2/video/abc")).message).toBe("路由不存在");
    expect((await api.get(`/api/v2/video/${lesson.id}`, "not.a.token")).data.is_watch).toBe(false);
  });

  it("toggles a favourite and reflects it in the course detail", async () => {
    expect(await api.get(`/api/v2/course/${paid}/like`)).toEqual({ code: 401, message: "请登录", data: [] });
    expect((await api.get(`/api/v2/course/${paid}`, demo)).data.isCollect).toBe(true); // seeded favourite
    expect(await api.get(`/api/v2/course/${paid}/like`, demo)).toEqual({ code: 0, message: "", data: 0 });
    expect((await api.get(`/api/v2/course/${paid}`, demo)).data.isCollect).toBe(false);
    expect((await api.get(`/api/v2/course/${paid}/like`, demo)).data).toBe(1);
    expect((await api.get(`/api/v2/course/${paid}`, demo)).data.isCollect).toBe(true);
    expect((await api.get("/api/v2/course/999999/like", demo)).code).toBe(404);
  });
});
