/** @jest-environment node */
import type { ChapterGroup } from "../api/courses-types";
import { courseFacts, courseHeroFacts, formatCourseFacts, formatTotalLength } from "../shared/course-facts";

const lesson = (id: number, duration: number) => ({ id, chapterId: 0, title: `课时 ${id}`, duration, freeSeconds: 0 });
const chapter = (id: number, ...durations: number[]): ChapterGroup => ({
  id,
  title: `第 ${id} 章`,
  lessons: durations.map((duration, index) => lesson(id * 100 + index, duration)),
});

describe("formatTotalLength: a course's length to the nearest minute", () => {
  it.each([
    [0, ""],
    [-5, ""],
    [Number.NaN, ""],
    [30, "不足1分钟"],
    [59, "不足1分钟"],
    [60, "1分钟"],
    [89, "1分钟"],
    [90, "2分钟"],
    [45 * 60, "45分钟"],
    [3599, "1小时"],
    [3600, "1小时"],
    [2 * 3600 + 30, "2小时1分钟"],
    [3 * 3600 + 20 * 60, "3小时20分钟"],
    [125 * 3600 + 5 * 60, "125小时5分钟"],
  ])("%s s → %p", (seconds, expected) => expect(formatTotalLength(seconds)).toBe(expected));
});

describe("formatCourseFacts: the card's line", () => {
  it.each([
    [{ lessonCount: 12, totalSeconds: 12_000 }, "12课时 · 3小时20分钟"],
    [{ lessonCount: 1, totalSeconds: 615 }, "1课时 · 10分钟"],
    [{ lessonCount: 3, totalSeconds: 0 }, "3课时"],
    [{ lessonCount: 0, totalSeconds: 0 }, ""],
  ])("%p → %p", (facts, expected) => expect(formatCourseFacts(facts)).toBe(expected));
});

describe("courseFacts: every listed lesson, whatever chapter it is in", () => {
  it.each([
    ["no lesson", [], { lessonCount: 0, totalSeconds: 0 }],
    [
      "lessons without a chapter and in chapters",
      [chapter(0, 60), chapter(7, 615, 1200)],
      { lessonCount: 3, totalSeconds: 1875 },
    ],
    ["an empty chapter counts nothing", [chapter(1), chapter(2, 300)], { lessonCount: 1, totalSeconds: 300 }],
    [
      "a length never filled in (0) or unreadable adds nothing",
      [chapter(1, 0, Number.NaN, -3, 90)],
      { lessonCount: 4, totalSeconds: 90 },
    ],
  ])("%s", (_case, chapters, expected) => expect(courseFacts(chapters)).toEqual(expected));
});

describe("courseHeroFacts: the course page's facts, the missing ones left out", () => {
  it("lists lessons, length, students, category and the publish date (China time)", () => {
    expect(
      courseHeroFacts({
        facts: { lessonCount: 12, totalSeconds: 3 * 3600 + 20 * 60 },
        userCount: 35,
        categoryName: "后端",
        publishedAt: "2024-03-01T18:00:00Z",
      }),
    ).toEqual([
      { label: "课时", value: "12节" },
      { label: "时长", value: "3小时20分钟" },
      { label: "学员", value: "35人" },
      { label: "分类", value: "后端" },
      { label: "发布", value: "2024-03-02" },
    ]);
  });

  it("leaves out no lessons, unknown length, no students, no category and a bad date", () => {
    expect(
      courseHeroFacts({ facts: { lessonCount: 0, totalSeconds: 0 }, userCount: 0, categoryName: "", publishedAt: "" }),
    ).toEqual([]);
    expect(
      courseHeroFacts({ facts: { lessonCount: 3, totalSeconds: 0 }, userCount: 0, categoryName: "", publishedAt: "x" }),
    ).toEqual([{ label: "课时", value: "3节" }]);
  });
});
