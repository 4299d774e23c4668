/** @jest-environment node */
import { ApiError } from "../api/errors";
import type { LessonPage } from "../api/video-types";
import { loadPlayback } from "../server/lesson-page";
import { jsonResponse, mockFetch } from "../test-helpers/fetch-mock";
import {
  captureLogs,
  metricValue,
  resetMetrics,
  stopCapturingLogs,
  type LogCapture,
} from "../test-helpers/log-capture";
import SearchPage from "../../app/(main)/(pages)/search/page";

// Operators learn what students miss (issue 31, item 8): a search that finds nothing is logged with
// its keywords, a lesson without a play address with MeEdu's reason, and both are counted; the member
// never appears in either line.

jest.mock("../server/bootstrap", () => ({
  loadAssetOrigin: async () => "https://school.cn",
  readRequestToken: async () => null,
}));

const envelope = (data: unknown) => jsonResponse({ code: 0, message: "", data });
const refusal = (message: string) => jsonResponse({ code: 1, message, data: [] });
const MEMBER_TOKEN = "member-token-7f3a9c";
let log: LogCapture;
let warn: jest.SpyInstance;

beforeEach(() => {
  resetMetrics();
  log = captureLogs();
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  stopCapturingLogs();
  warn.mockRestore();
});

const misses = (msg: string) => log.lines.filter((line) => line.msg === msg);

async function search(params: Record<string, string>) {
  await SearchPage({ searchParams: Promise.resolve(params) });
}

describe("a search that finds nothing", () => {
  it("is logged with its keywords and tab, and counted by tab", async () => {
    mockFetch(envelope({ total: 0, data: [] }), envelope({ data: [] }));
    await search({ keywords: "  Kubernetes 入门 ", type: "vod" });
    expect(misses("搜索无结果")).toEqual([
      expect.objectContaining({ level: "info", search_keywords: "Kubernetes 入门", search_type: "vod" }),
    ]);
    expect(await metricValue("meedu_search_no_results_total", { type: "vod" })).toBe(1);

    mockFetch(envelope({ total: 0, data: [] }));
    await search({ keywords: "react", type: "video" });
    expect(await metricValue("meedu_search_no_results_total", { type: "video" })).toBe(1);
    mockFetch(envelope({ total: 0, data: [] }), envelope({ data: [] }));
    await search({ keywords: "rust" });
    expect(await metricValue("meedu_search_no_results_total", { type: "all" })).toBe(1);
  });

  it.each([
    [
      "results",
      [envelope({ total: 1, data: [{ id: 1, resource_type: "vod", resource_id: 2, title: "Vue" }] })],
      { keywords: "vue" },
    ],
    [
      "a title-search hit",
      [envelope({ total: 0, data: [] }), envelope({ data: [{ id: 3, title: "Vue" }] })],
      { keywords: "vue" },
    ],
    ["a page past the end", [envelope({ total: 3, data: [] })], { keywords: "vue", page: "9" }],
    ["a backend outage", [new TypeError("fetch failed"), new TypeError("fetch failed")], { keywords: "vue" }],
    ["no keywords", [], {}],
  ])("is not a miss with %s", async (_, answers, params) => {
    mockFetch(...(answers as Array<Response | Error>));
    await search(params as Record<string, string>);
    expect(misses("搜索无结果")).toEqual([]);
    expect(await metricValue("meedu_search_no_results_total", { type: "all" })).toBe(0);
  });
});

const lesson = (canWatch = true) =>
  ({
    video: { id: 12, courseId: 5, freeSeconds: 0, title: "第一课" },
    canWatch,
  }) as unknown as LessonPage;

describe("a lesson without a play address", () => {
  it("is logged when MeEdu answers no address, and counted as empty", async () => {
    mockFetch(envelope({ urls: [] }));
    expect(await loadPlayback(lesson(), MEMBER_TOKEN)).toEqual({ kind: "ready", urls: [], isTry: false });
    expect(misses("课时 12 无法播放：MeEdu 未返回可用的播放地址（课时未配置阿里云/腾讯云视频或视频地址）")).toEqual([
      expect.objectContaining({ level: "warn", lesson_id: 12, course_id: 5, reason: "empty", trial: false }),
    ]);
    expect(await metricValue("meedu_lesson_play_unavailable_total", { reason: "empty" })).toBe(1);
  });

  it("counts an answer holding only embeds (which the player drops) as empty", async () => {
    mockFetch(envelope({ urls: [{ url: "<iframe src='https://player.example'></iframe>", format: "", name: "" }] }));
    await loadPlayback(lesson(), MEMBER_TOKEN);
    expect(await metricValue("meedu_lesson_play_unavailable_total", { reason: "empty" })).toBe(1);
  });

  it.each(["错误", "阿里云视频点播：InvalidVideo.NotFound", "腾讯云点播 SecretId 配置错误"])(
    "is logged with MeEdu's reason when MeEdu refuses: %s",
    async (message) => {
      mockFetch(refusal(message));
      expect(await loadPlayback(lesson(), MEMBER_TOKEN)).toMatchObject({ kind: "error", message });
      expect(log.lines.filter((line) => line.reason === "refused")).toEqual([
        expect.objectContaining({
          lesson_id: 12,
          course_id: 5,
          meedu_message: message,
          msg: `课时 12 无法播放：${message}`,
        }),
      ]);
      expect(await metricValue("meedu_lesson_play_unavailable_total", { reason: "refused" })).toBe(1);
    },
  );

  it.each([
    ["addresses", envelope({ urls: [{ url: "https://vod.school.cn/1.m3u8", format: "m3u8", name: "720" }] })],
    ["not bought (a state, not a miss)", refusal("请购买后观看")],
    ["a backend outage (a soft failure)", new ApiError("transport", -1, "网络错误，请稍后再试")],
  ])("is not a miss with %s", async (_, answer) => {
    mockFetch(answer as Response | Error);
    await loadPlayback(lesson(), MEMBER_TOKEN);
    expect(log.lines.filter((line) => line.reason)).toEqual([]);
    expect(await metricValue("meedu_lesson_play_unavailable_total", { reason: "empty" })).toBe(0);
    expect(await metricValue("meedu_lesson_play_unavailable_total", { reason: "refused" })).toBe(0);
  });

  it("never writes the member to the line", async () => {
    mockFetch(refusal("错误"));
    await loadPlayback(lesson(), MEMBER_TOKEN);
    mockFetch(envelope({ urls: [] }));
    await loadPlayback(lesson(false), MEMBER_TOKEN);
    expect(log.raw.join("")).not.toContain(MEMBER_TOKEN);
    for (const line of log.lines) expect(Object.keys(line).filter((key) => /member|user|token/i.test(key))).toEqual([]);
  });
});
