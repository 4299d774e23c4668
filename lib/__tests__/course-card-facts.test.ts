/** @jest-environment node */
import type { CourseCard } from "../api/courses-types";
import { CARD_FACTS_CONCURRENCY, withCardFacts } from "../server/course-card-facts";
import { jsonResponse } from "../test-helpers/fetch-mock";

jest.mock("../server/bootstrap", () => ({ loadAssetOrigin: async () => "https://school.cn" }));

const card = (id: number): CourseCard => ({
  id,
  title: `课程 ${id}`,
  thumb: "",
  charge: 99,
  isFree: false,
  categoryName: "后端",
  shortDescription: "",
  publishedAt: "",
});

/** MeEdu's course detail: lessons grouped by chapter id, `0` for lessons without one. */
const detail = (id: number, durations: Record<string, number[]>) => ({
  code: 0,
  message: "",
  data: {
    course: { id, title: `课程 ${id}`, thumb: "", charge: 99, is_free: 0 },
    chapters: Object.keys(durations)
      .filter((key) => key !== "0")
      .map((key) => ({ id: Number(key), course_id: id, title: `第 ${key} 章` })),
    videos: Object.fromEntries(
      Object.entries(durations).map(([key, list]) => [
        key,
        list.map((duration, index) => ({
          id: id * 100 + Number(key) * 10 + index,
          course_id: id,
          title: "课时",
          chapter_id: Number(key),
          duration,
          free_seconds: 0,
        })),
      ]),
    ),
    isBuy: false,
    isCollect: false,
    videoWatchedProgress: [],
    attach: [],
    buyVideos: [],
  },
});

const courseIdOf = (url: string) => Number(/\/api\/v2\/course\/(\d+)/.exec(url)?.[1]);
let warn: jest.SpyInstance;

beforeEach(() => {
  process.env.MEEDU_API_URL = "http://meedu.internal:8000/";
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("withCardFacts: 课时 and 时长 from each course's own detail", () => {
  it("derives the facts and reads each detail as the course page does, tagged with the course", async () => {
    const answers: Record<number, ReturnType<typeof detail>> = {
      3: detail(3, { "0": [60], "7": [615, 1200] }),
      4: detail(4, { "2": [] }),
    };
    const fetchMock = jest.fn(async (url: string) => jsonResponse(answers[courseIdOf(url)]));
    global.fetch = fetchMock as unknown as typeof fetch;

    const cards = await withCardFacts([card(3), card(4)]);

    expect(cards.map((item) => [item.id, item.facts])).toEqual([
      [3, { lessonCount: 3, totalSeconds: 1875 }],
      [4, { lessonCount: 0, totalSeconds: 0 }],
    ]);
    for (const [url, init] of fetchMock.mock.calls as unknown as Array<[string, { next?: { tags?: string[] } }]>) {
      expect(init.next?.tags).toEqual(expect.arrayContaining(["courses", `course-${courseIdOf(url)}`]));
    }
  });

  it.each([
    ["a refused course (deleted)", () => jsonResponse({ code: 404, message: "课程不存在", data: [] }, 404)],
    ["a backend error", () => jsonResponse({ code: 500, message: "error" }, 500)],
    ["an unreadable answer", () => jsonResponse({ code: 0, message: "", data: null })],
  ])("%s drops that card's facts, never the list", async (_case, failing) => {
    global.fetch = jest.fn(async (url: string) =>
      courseIdOf(url) === 5 ? failing() : jsonResponse(detail(courseIdOf(url), { "0": [120] })),
    ) as unknown as typeof fetch;

    const cards = await withCardFacts([card(5), card(6)]);

    expect(cards.map((item) => item.id)).toEqual([5, 6]);
    expect(cards[0].facts).toBeUndefined();
    expect(cards[1].facts).toEqual({ lessonCount: 1, totalSeconds: 120 });
  });

  it(`reads a 20-card list at most ${CARD_FACTS_CONCURRENCY} at a time, once per card`, async () => {
    let inFlight = 0;
    let most = 0;
    const fetchMock = jest.fn(async (url: string) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return jsonResponse(detail(courseIdOf(url), { "0": [60] }));
    });
    global.fetch = fetchMock as unknown as typeof fetch;

    const cards = await withCardFacts(Array.from({ length: 20 }, (_, index) => card(index + 1)));

    expect(cards.every((item) => item.facts?.lessonCount === 1)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(20);
    expect(most).toBeLessThanOrEqual(CARD_FACTS_CONCURRENCY);
  });
});
