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

  it("keeps MeEdu's published order of an index-keyed object, which JSON.parse enumerates by key", () => {
    // What MeEdu's json_encode writes after sorting by published_at with the keys kept.
    const body =
      `{"2":${JSON.stringify(lesson(30, "2023-12-01 10:00:00"))},"0":${JSON.stringify(lesson(10, "2024-01-10 10:00:00"))},` +
      `"1":${JSON.stringify(lesson(20, "2024-01-11 10:00:00"))}}`;
    const parsed = JSON.parse(body);
    expect(Object.values(parsed).map((item) => (item as { id: number }).id)).toEqual([10, 20, 30]);
    expect(ids(parsed)).toEqual([30, 10, 20]);
  });

  it("puts the later key first for equal publish times, as MeEdu's comparator does", () => {
    expect(
      ids({
        "1": lesson(20, "2024-01-10 10:00:00"),
        "0": lesson(10, "2024-01-10 10:00:00"),
        "2": lesson(30, "2024-01-12 10:00:00"),
      }),
    ).toEqual([20, 10, 30]);
  });

  it("keeps a list in the order the server sent", () => {
    expect(ids([lesson(2, "2024-02-01 10:00:00"), lesson(1, "2024-01-01 10:00:00")])).toEqual([2, 1]);
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
