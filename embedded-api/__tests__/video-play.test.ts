import { createTestApi, PUBLIC_URL, type Json, type TestApi } from "../test-support/harness";
import { courseIdOf, lessonsOf, newMember } from "../test-support/learning";

describe("playinfo and the progress heartbeat", () => {
  let api: TestApi;
  let free: number;
  let paid: number;
  beforeAll(async () => {
    api = await createTestApi();
    free = courseIdOf(api, "python-basics");
    paid = courseIdOf(api, "go-concurrency");
  });
  afterAll(() => api.close());

  const playinfo = (lessonId: number, token?: string, query = "") =>
    api.get(`/api/v2/video/${lessonId}/playinfo${query}`, token);
  const record = (lessonId: number, duration: unknown, token?: string) =>
    api.post(`/api/v2/video/${lessonId}/record`, { duration }, token);
  const watchRow = (userId: number, lessonId: number) =>
    api.db
      .prepare("SELECT watch_seconds, watched_at FROM user_video_watch_records WHERE user_id = ? AND video_id = ?")
      .get(userId, lessonId) as Json;
  const courseRow = (userId: number, courseId: number) =>
    api.db
      .prepare("SELECT progress, is_watched, watched_at FROM course_user_records WHERE user_id = ? AND course_id = ?")
      .get(userId, courseId) as Json;

  it("requires a token", async () => {
    const lesson = lessonsOf(api, free)[0];
    expect(await playinfo(lesson.id)).toEqual({ code: 401, message: "请登录", data: [] });
    expect(await record(lesson.id, 5)).toEqual({ code: 401, message: "请登录", data: [] });
  });

  it("returns one 默认 entry for an MP4 lesson and one VOD-like entry per quality (height, width, size) for an HLS lesson", async () => {
    const { token } = await newMember(api, "13600000001");
    const [mp4, hls] = ["mp4", "m3u8"].map((ext) => lessonsOf(api, free).find((l) => l.url.endsWith(ext)));
    expect((await playinfo(mp4.id, token)).data).toEqual({
      urls: [{ url: `${PUBLIC_URL}/media/demo/demo.mp4`, format: "mp4", duration: 0, name: "默认" }],
    });
    const renditions = (await playinfo(hls.id, token)).data.urls;
    const rendition = (height: number, width: number) => ({
      url: `${PUBLIC_URL}/media/demo/hls/${height}/index.m3u8`,
      format: "m3u8",
      duration: 30,
      name: height,
      height,
      width,
      size: expect.any(Number),
    });
    expect(renditions).toEqual([rendition(360, 640), rendition(240, 426)]);
    // size: the rendition's init and media segments, as a VOD transcode reports its file size
    expect(renditions[1].size).toBeGreaterThan(100_000);
    expect(renditions[0].size).toBeGreaterThan(renditions[1].size);
  });

  it("plays a trial for non-entitled members when free_seconds > 0 and refuses otherwise", async () => {
    const { token } = await newMember(api, "13600000002");
    const [trial, locked] = lessonsOf(api, paid).filter((_, i) => i === 0 || i === 3);
    expect(trial.free_seconds).toBeGreaterThan(0);
    expect(locked.free_seconds).toBe(0);
    expect((await playinfo(trial.id, token, "?is_try=1")).data.urls).toHaveLength(trial.url.endsWith("m3u8") ? 2 : 1);
    expect(await playinfo(locked.id, token)).toEqual({ code: 1, message: "请购买后观看", data: [] });
    expect((await playinfo(999999, token)).code).toBe(404);
  });

  it("rejects a missing, zero, negative or non-numeric duration", async () => {
    const { token } = await newMember(api, "13600000003");
    const lesson = lessonsOf(api, free)[0];
    for (const duration of [undefined, 0, -3, "abc", ""]) {
      expect(await record(lesson.id, duration, token)).toEqual({ code: 1, message: "参数错误", data: [] });
    }
    expect((await record(lesson.id, "12.9", token)).code).toBe(0);
    expect(watchRow((await newMember(api, "13600000003")).id, lesson.id).watch_seconds).toBe(12);
  });

  it("answers trial reports without recording anything and refuses members with no access at all", async () => {
    const member = await newMember(api, "13600000004");
    const [trial, locked] = lessonsOf(api, paid).filter((_, i) => i === 0 || i === 3);
    expect(await record(trial.id, 5, member.token)).toEqual({ code: 0, message: "", data: [] });
    api.advance(10_000);
    expect((await record(trial.id, 15, member.token)).code).toBe(0);
    expect(watchRow(member.id, trial.id)).toBeUndefined();
    expect(courseRow(member.id, paid)).toBeUndefined();
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM user_watch_stat WHERE user_id = ?").get(member.id)).toEqual({
      n: 0,
    });
    const learning = (await api.get("/api/v3/member/courses/learned?page=1&size=10", member.token)).data;
    expect(learning.total).toBe(0);
    expect(await record(locked.id, 5, member.token)).toEqual({ code: 1, message: "无权限观看此视频", data: [] });
    expect(watchRow(member.id, locked.id)).toBeUndefined();
  });

  it("moves forward only, marks watched at the lesson's duration and freezes afterwards", async () => {
    const member = await newMember(api, "13600000005");
    const lesson = lessonsOf(api, free)[0];
    await api.get(`/api/v2/video/${lesson.id}`, member.token);
    await record(lesson.id, 10, member.token);
    await record(lesson.id, 8, member.token);
    expect(watchRow(member.id, lesson.id)).toEqual({ watch_seconds: 10, watched_at: null });
    api.advance(10_000);
    await record(lesson.id, 29, member.token);
    expect(watchRow(member.id, lesson.id).watched_at).toBeNull();
    await record(lesson.id, 30, member.token);
    const watched = watchRow(member.id, lesson.id);
    expect(watched.watch_seconds).toBe(30);
    expect(watched.watched_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await record(lesson.id, 5, member.token);
    expect(watchRow(member.id, lesson.id)).toEqual(watched);
    const detail = (await api.get(`/api/v2/course/${free}`, member.token)).data;
    expect(detail.videoWatchedProgress[String(lesson.id)]).toMatchObject({
      watch_seconds: 30,
      watched_at: watched.watched_at,
    });
  });

  it("orders 在学 by the last lesson finished: a heartbeat alone leaves the course's record alone", async () => {
    const member = await newMember(api, "13600000077");
    const other = courseIdOf(api, "html5-css3");
    const finish = async (lessonId: number, end: number) => {
      await record(lessonId, 10, member.token);
      api.advance(20_000);
      await record(lessonId, end, member.token);
      api.advance(60_000);
    };
    const [first, second] = lessonsOf(api, free);
    await api.get(`/api/v2/video/${first.id}`, member.token);
    await finish(first.id, 30);
    const [elsewhere] = lessonsOf(api, other);
    await api.get(`/api/v2/video/${elsewhere.id}`, member.token);
    await finish(elsewhere.id, elsewhere.duration);
    // Watching on in the first course without finishing a lesson there.
    await api.get(`/api/v2/video/${second.id}`, member.token);
    await record(second.id, 10, member.token);
    const learned = (await api.get("/api/v3/member/courses/learned?page=1&size=10", member.token)).data.data as Json[];
    expect(learned.map((row) => row.course_id)).toEqual([other, free]);
  });

  it("updates the course progress and awards points per lesson and for the whole course once", async () => {
    const member = await newMember(api, "13600000006");
    const lessons = lessonsOf(api, free);
    const credit = () =>
      (api.db.prepare("SELECT credit1 FROM users WHERE id = ?").get(member.id) as { credit1: number }).credit1;
    /** Watches at normal speed: a report after 10 s, then the end 20 s later. */
    const watchToEnd = async (lessonId: number, end: number) => {
      await record(lessonId, 10, member.token);
      api.advance(20_000);
      await record(lessonId, end, member.token);
    };
    const start = credit();
    await api.get(`/api/v2/video/${lessons[0].id}`, member.token);
    await watchToEnd(lessons[0].id, 30);
    // MeEdu's (int)(round(1 / n, 2) * 100): one of 6 lessons is 17, not 16.
    const oneLesson = Math.trunc((Math.round((1 / lessons.length) * 100) / 100) * 100);
    expect(courseRow(member.id, free)).toMatchObject({ progress: oneLesson, is_watched: 0 });
    expect(credit()).toBe(start + 2);
    await record(lessons[0].id, 31, member.token);
    expect(credit()).toBe(start + 2);
    for (const lesson of lessons.slice(1)) await watchToEnd(lesson.id, 45);
    expect(courseRow(member.id, free)).toMatchObject({ progress: 100, is_watched: 1, watched_at: expect.any(String) });
    expect(credit()).toBe(start + 2 * lessons.length + 100);
    const remarks = api.db
      .prepare("SELECT remark, sum FROM user_credit_records WHERE user_id = ? ORDER BY id")
      .all(member.id) as Json[];
    expect(remarks.at(-1)).toEqual({ remark: "看完点播课程送100积分", sum: 100 });
    expect(remarks.filter((r) => r.remark === "看完视频送2积分")).toHaveLength(lessons.length);
    // Each reward is also a message to the member, in MeEdu's words.
    const messages = (await api.get("/api/v2/member/messages?page_size=50", member.token)).data.data.map(
      (m: { data: { message: string } }) => m.data.message,
    );
    expect(messages).toContain("积分变动:100，备注:看完点播课程送100积分");
    expect(messages.filter((m: string) => m === "积分变动:2，备注:看完视频送2积分")).toHaveLength(lessons.length);
    const stat = api.db.prepare("SELECT SUM(seconds) AS s FROM user_watch_stat WHERE user_id = ?").get(member.id) as {
      s: number;
    };
    expect(stat.s).toBe(31 + 45 * (lessons.length - 1));
  });
});
