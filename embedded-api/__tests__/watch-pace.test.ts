import { createTestApi, type Json, type TestApi } from "../test-support/harness";
import { courseIdOf, lessonsOf, newMember } from "../test-support/learning";

/** Seed lessons are 30 s long; a first report may stand for 10 s of playing at up to 2× plus 5 s of grace. */
const FIRST_REPORT_CEILING = 25;

describe("progress reports move only as fast as real playback", () => {
  let api: TestApi;
  let member: { token: string; id: number };
  let lessons: Json[];
  let course: number;
  beforeEach(async () => {
    api = await createTestApi();
    member = await newMember(api, "13600000100");
    course = courseIdOf(api, "python-basics");
    lessons = lessonsOf(api, course);
  });
  afterEach(() => api.close());

  const record = (lessonId: number, duration: number) =>
    api.post(`/api/v2/video/${lessonId}/record`, { duration }, member.token);
  const stored = (lessonId: number) =>
    (api.db
      .prepare("SELECT watch_seconds, watched_at FROM user_video_watch_records WHERE user_id = ? AND video_id = ?")
      .get(member.id, lessonId) ?? { watch_seconds: 0, watched_at: null }) as {
      watch_seconds: number;
      watched_at: string | null;
    };
  const credit = () =>
    (api.db.prepare("SELECT credit1 FROM users WHERE id = ?").get(member.id) as { credit1: number }).credit1;
  const setBanDrag = (lessonId: number) => api.db.prepare("UPDATE videos SET ban_drag = 1 WHERE id = ?").run(lessonId);

  it("seeking to 27 s of a 30 s lesson and reporting it neither finishes the lesson nor pays points", async () => {
    const lesson = lessons[0];
    const before = credit();
    expect(await record(lesson.id, 27)).toEqual({ code: 0, message: "", data: [] });
    expect(stored(lesson.id)).toEqual({ watch_seconds: FIRST_REPORT_CEILING, watched_at: null });
    expect(await record(lesson.id, 30)).toEqual({ code: 0, message: "", data: [] });
    expect(stored(lesson.id).watched_at).toBeNull();
    expect(credit()).toBe(before);
  });

  it("claiming every lesson of a course within milliseconds finishes none of them", async () => {
    const before = credit();
    for (const lesson of lessons) {
      for (let i = 0; i < 20; i++) expect((await record(lesson.id, lesson.duration)).code).toBe(0);
    }
    for (const lesson of lessons)
      expect(stored(lesson.id)).toEqual({ watch_seconds: FIRST_REPORT_CEILING, watched_at: null });
    expect(credit()).toBe(before);
    const courseRecord = api.db
      .prepare("SELECT progress FROM course_user_records WHERE user_id = ? AND course_id = ?")
      .get(member.id, course) as { progress: number } | undefined;
    expect(courseRecord?.progress ?? 0).toBe(0);
  });

  it.each([
    ["0 s later", 0, FIRST_REPORT_CEILING],
    ["1 s later", 1_000, 11 * 2 + 5],
    ["10 s later", 10_000, 20 * 2 + 5],
    ["2 min later (still the same session)", 120_000, 130 * 2 + 5],
    ["3 min later (a new session from the 10 s stored)", 180_000, 10 + FIRST_REPORT_CEILING],
  ])(
    "after a first report of 10 s, a jump to 1000 s %s is held to 2× the time since the session began",
    async (_case, waitMs, ceiling) => {
      const lesson = lessons[1];
      await record(lesson.id, 10);
      api.advance(waitMs);
      await record(lesson.id, 1000);
      expect(stored(lesson.id).watch_seconds).toBe(ceiling);
    },
  );

  it("holds ban_drag lessons (1× only) to the wall clock", async () => {
    const lesson = lessons[2];
    setBanDrag(lesson.id);
    await record(lesson.id, 30);
    expect(stored(lesson.id).watch_seconds).toBe(10 + 5);
    api.advance(10_000);
    await record(lesson.id, 30);
    expect(stored(lesson.id)).toEqual({ watch_seconds: 25, watched_at: null });
    api.advance(5_000);
    await record(lesson.id, 30);
    expect(stored(lesson.id).watched_at).not.toBeNull();
  });

  it.each([
    ["1×, every 10 s", 1, 3],
    ["2×, every 10 s", 2, 4],
  ])("a player reporting real playback at %s finishes the lesson", async (_case, rate, index) => {
    const lesson = lessons[index];
    const before = credit();
    let watched = 0;
    while (watched < lesson.duration) {
      api.advance(10_000);
      watched = Math.min(lesson.duration, watched + 10 * rate);
      await record(lesson.id, watched);
      expect(stored(lesson.id).watch_seconds).toBe(watched);
    }
    expect(stored(lesson.id).watched_at).not.toBeNull();
    expect(credit()).toBe(before + 2);
  });

  it("resumes a session from the stored seconds, not from zero", async () => {
    const lesson = lessons[5] ?? lessons[0];
    await record(lesson.id, 10);
    api.advance(10_000);
    await record(lesson.id, 20);
    api.advance(600_000);
    // A new session (say, the next day) starts from the 20 s already credited.
    await record(lesson.id, 28);
    expect(stored(lesson.id).watch_seconds).toBe(28);
  });
});
