/** @jest-environment node */
import {
  normalizeCreditRecord,
  normalizeCreditRewards,
  normalizeLessonProgress,
  normalizeMessage,
  normalizeStudyItem,
} from "../api/member-lists";
import { continueHref, parseStudyTab, progressPercent } from "../shared/study-progress";

describe("normalizeMessage", () => {
  it("reads the message text and the read state", () => {
    expect(
      normalizeMessage({
        id: "u-1",
        data: { message: "用户注册成功" },
        read_at: null,
        created_at: "2024-05-01T02:00:01.000000Z",
      }),
    ).toEqual({ id: "u-1", message: "用户注册成功", read: false, createdAt: "2024-05-01T02:00:01.000000Z" });
    expect(normalizeMessage({ id: "u-2", data: [], read_at: "2024-05-02T00:00:00Z" }).read).toBe(true);
  });
});

describe("normalizeStudyItem", () => {
  const course = { id: 3, title: "Laravel 入门", thumb: "/c3.png", charge: 99, videos_count: 5 };
  it("reads a 订阅 row with nested watch record and last video", () => {
    const item = normalizeStudyItem(
      { course_id: 3, learned_count: 2, watch_record: { progress: 40 }, last_view_video: { video_id: 22 }, course },
      "https://api.example.com",
    );
    expect(item).toMatchObject({
      courseId: 3,
      learnedCount: 2,
      progress: 40,
      lastVideoId: 22,
      isSubscribed: false,
      course: { id: 3, title: "Laravel 入门", thumb: "https://api.example.com/c3.png", lessonCount: 5 },
    });
  });
  it("reads a 在学 row (progress on the row; [] for missing objects)", () => {
    const item = normalizeStudyItem({ course_id: 3, progress: 100, is_subscribe: 1, last_view_video: [], course: [] });
    expect(item).toMatchObject({ progress: 100, isSubscribed: true, lastVideoId: 0, course: null });
  });
});

describe("study progress helpers", () => {
  const base = normalizeStudyItem({ course_id: 3, learned_count: 1, course: { id: 3, videos_count: 4 } });
  it("continues at the last lesson until finished", () => {
    expect(continueHref({ ...base, progress: 40, lastVideoId: 22 })).toBe("/courses/video/22");
    expect(continueHref({ ...base, progress: 100, lastVideoId: 22 })).toBe("/courses/detail/3");
    expect(continueHref({ ...base, progress: 10, lastVideoId: 0 })).toBe("/courses/detail/3");
  });
  it("falls back to learned/total when the server sends no progress", () => {
    expect(progressPercent(base)).toBe(25);
    expect(progressPercent({ ...base, progress: 60 })).toBe(60);
  });
  it("parses the tab", () => {
    expect(parseStudyTab("liked")).toBe("liked");
    expect(parseStudyTab("nope")).toBe("learning");
  });
});

describe("normalizeLessonProgress", () => {
  const lesson = (id: number, publishedAt: string) => ({
    id,
    title: `第${id}课`,
    published_at: publishedAt,
    duration: 60,
    watch_record: null,
  });
  const ids = (raw: unknown) => normalizeLessonProgress(raw).map((item) => item.id);

  it("accepts an index-keyed object and null records", () => {
    expect(
      normalizeLessonProgress({
        "0": {
          id: 1,
          title: "第一课",
          published_at: "2024-05-01 10:00:00",
          duration: 300,
          watch_record: { watch_seconds: 300, watched_at: "2024-05-01T10:00:00" },
        },
        "1": { id: 2, title: "第二课", published_at: "2024-05-02 10:00:00", duration: 200, watch_record: null },
      }),
    ).toEqual([
      { id: 1, title: "第一课", duration: 300, watchSeconds: 300, watched: true },
      { id: 2, title: "第二课", duration: 200, watchSeconds: 0, watched: false },
    ]);
  });

  it("orders lessons as the course catalogue does, whatever order or keys MeEdu sent", () => {
    // MeEdu 4.9.30 (PHP 7.4) for four lessons sharing a publish time: keys 3, 1, 2, 0.
    const sameTime = "2024-01-10 10:00:00";
    const body =
      `{"3":${JSON.stringify(lesson(24, sameTime))},"1":${JSON.stringify(lesson(22, sameTime))},` +
      `"2":${JSON.stringify(lesson(23, sameTime))},"0":${JSON.stringify(lesson(21, sameTime))}}`;
    expect(normalizeLessonProgress(JSON.parse(body), [21, 22, 23, 24]).map((item) => item.id)).toEqual([
      21, 22, 23, 24,
    ]);
    // The catalogue decides even against publish times (chapters come first).
    const list = [lesson(1, "2024-01-01 10:00:00"), lesson(2, "2024-01-02 10:00:00"), lesson(3, "2024-01-03 10:00:00")];
    expect(normalizeLessonProgress(list, [3, 1, 2]).map((item) => item.id)).toEqual([3, 1, 2]);
  });

  it("puts lessons the catalogue does not list last, by publish time then id", () => {
    const raw = [lesson(9, "2024-01-01 10:00:00"), lesson(5, "2024-01-05 10:00:00"), lesson(7, "2024-01-01 10:00:00")];
    expect(normalizeLessonProgress(raw, [5]).map((item) => item.id)).toEqual([5, 7, 9]);
  });

  it("without the catalogue, orders by publish time, then id (the catalogue's order inside a chapter)", () => {
    const body =
      `{"2":${JSON.stringify(lesson(30, "2023-12-01 10:00:00"))},"0":${JSON.stringify(lesson(10, "2024-01-10 10:00:00"))},` +
      `"1":${JSON.stringify(lesson(20, "2024-01-11 10:00:00"))}}`;
    expect(ids(JSON.parse(body))).toEqual([30, 10, 20]);
    expect(
      ids({
        "3": lesson(24, "2024-01-10 10:00:00"),
        "1": lesson(22, "2024-01-10 10:00:00"),
        "2": lesson(23, "2024-01-10 10:00:00"),
        "0": lesson(21, "2024-01-10 10:00:00"),
      }),
    ).toEqual([21, 22, 23, 24]);
    expect(ids([lesson(2, "2024-02-01 10:00:00"), lesson(1, "2024-01-01 10:00:00")])).toEqual([1, 2]);
  });
});

describe("credits", () => {
  it("reads ledger rows and reward rules", () => {
    expect(normalizeCreditRecord({ sum: -5, remark: "兑换", created_at: "x" })).toEqual({
      sum: -5,
      remark: "兑换",
      createdAt: "x",
    });
    expect(
      normalizeCreditRewards({ register: 20, watched_vod_course: "5", watched_video: 1, paid_order: "0.1" }),
    ).toEqual({
      register: 20,
      watchedCourse: 5,
      watchedVideo: 1,
      paidOrderRatio: 0.1,
    });
  });
});
