/** @jest-environment node */
import {
  NO_CHAPTER_TITLE,
  normalizeChapterGroups,
  normalizeCourseDetail,
  normalizeCoursePage,
  normalizeWatchedProgress,
} from "../api/courses";

const video = (id: number, chapterId: number, extra: Record<string, unknown> = {}) => ({
  id,
  course_id: 3,
  title: `课时${id}`,
  chapter_id: chapterId,
  duration: 615,
  free_seconds: 0,
  ...extra,
});

describe("normalizeChapterGroups", () => {
  const chapters = [
    { id: 7, course_id: 3, title: "第一章 安装" },
    { id: 9, course_id: 3, title: "第二章 进阶" },
  ];

  it("groups a videos map keyed by chapter id, in chapter order, with chapter 0 first as 无章节内容", () => {
    const groups = normalizeChapterGroups(chapters, {
      "9": [video(30, 9)],
      "0": [video(10, 0)],
      "7": [video(21, 7, { free_seconds: 60 }), video(22, 7)],
    });
    expect(groups.map((g) => [g.id, g.title, g.lessons.map((l) => l.id)])).toEqual([
      [0, NO_CHAPTER_TITLE, [10]],
      [7, "第一章 安装", [21, 22]],
      [9, "第二章 进阶", [30]],
    ]);
    expect(groups[1].lessons[0]).toEqual({ id: 21, chapterId: 7, title: "课时21", duration: 615, freeSeconds: 60 });
  });

  it("reads the array form PHP sends when the chapter ids happen to be 0..n-1", () => {
    const groups = normalizeChapterGroups([{ id: 1, title: "第一章" }], [[video(5, 0)], [video(6, 1), video(7, 1)]]);
    expect(groups.map((g) => [g.id, g.lessons.map((l) => l.id)])).toEqual([
      [0, [5]],
      [1, [6, 7]],
    ]);
  });

  it("uses the map key when a lesson lacks chapter_id, and files lessons of unknown chapters under 无章节内容", () => {
    const { chapter_id: _omit, ...noChapter } = video(8, 7);
    void _omit;
    const groups = normalizeChapterGroups(chapters, { "7": [noChapter], "42": [video(50, 42)] });
    expect(groups.map((g) => [g.id, g.lessons.map((l) => l.id)])).toEqual([
      [0, [50]],
      [7, [8]],
      [9, []],
    ]);
  });

  it("has no 无章节内容 group when every lesson has a chapter, and survives [] and null", () => {
    expect(normalizeChapterGroups(chapters, { "7": [video(1, 7)] }).map((g) => g.id)).toEqual([7, 9]);
    expect(normalizeChapterGroups([], [])).toEqual([]);
    expect(normalizeChapterGroups(null, null)).toEqual([]);
  });

  it("puts a course without chapters entirely under 无章节内容", () => {
    const groups = normalizeChapterGroups([], { "0": [video(1, 0), video(2, 0)] });
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ id: 0, title: NO_CHAPTER_TITLE });
  });
});

describe("normalizeWatchedProgress", () => {
  it("treats PHP's [] as no records and keys a map by video id", () => {
    expect(normalizeWatchedProgress([])).toEqual({});
    expect(
      normalizeWatchedProgress({ "21": { video_id: 21, watch_seconds: 120, watched_at: null, user_id: 1 } }),
    ).toEqual({ 21: { videoId: 21, watchSeconds: 120, watchedAt: null } });
  });
});

describe("normalizeCourseDetail", () => {
  it("reads the camelCase keys and the course flags", () => {
    const detail = normalizeCourseDetail(
      {
        course: {
          id: 3,
          title: "Laravel 入门",
          thumb: "https://cdn.example.com/c3.png",
          charge: 99,
          short_description: "从零开始",
          render_desc: "<p>介绍</p>",
          seo_description: "",
          is_free: 0,
          is_vip_free: 1,
          is_allow_comment: 1,
          user_count: 12,
        },
        chapters: [{ id: 7, course_id: 3, title: "第一章" }],
        videos: { "7": [video(21, 7)] },
        isBuy: true,
        isCollect: false,
        videoWatchedProgress: [],
        attach: [{ id: 1, name: "课件.pdf", size: 102400, extension: "pdf" }],
        buyVideos: [],
      },
      "https://api.school.cn",
    );
    expect(detail.course).toMatchObject({
      id: 3,
      charge: 99,
      isFree: false,
      isVipFree: true,
      allowComment: true,
      descriptionHtml: "<p>介绍</p>",
      listed: true,
    });
    expect(detail.isBuy).toBe(true);
    expect(detail.isCollect).toBe(false);
    expect(detail.chapters[0].lessons.map((l) => l.id)).toEqual([21]);
    expect(detail.watchedProgress).toEqual({});
    expect(detail.attachments).toEqual([{ id: 1, name: "课件.pdf", size: 102400, extension: "pdf" }]);
  });
});

it("reads is_show: 1 is listed, -1 or 0 hidden, a missing field listed", () => {
  const listed = (isShow: unknown) =>
    normalizeCourseDetail({ course: { id: 3, ...(isShow === undefined ? {} : { is_show: isShow }) } }, "").course
      .listed;
  expect([listed(1), listed(-1), listed(0), listed("1"), listed(undefined)]).toEqual([true, false, false, true, true]);
});

describe("normalizeCoursePage", () => {
  it("reads the Laravel paginator and the deleted-category [] quirk", () => {
    const page = normalizeCoursePage(
      {
        current_page: 2,
        last_page: 3,
        per_page: 16,
        total: 40,
        data: [{ id: 1, title: "A", thumb: "t", charge: 0, is_free: 1, category: [] }],
      },
      16,
      "https://api.school.cn",
    );
    expect(page).toMatchObject({ page: 2, lastPage: 3, perPage: 16, total: 40 });
    expect(page.items[0]).toMatchObject({ id: 1, isFree: true, categoryName: "" });
  });
});
