/** @jest-environment node */
import { nextLessonId, normalizePlayUrls, normalizeVideoPage } from "../api/video";

const lesson = (id: number, chapterId: number, extra: Record<string, unknown> = {}) => ({
  id,
  course_id: 3,
  title: `课时${id}`,
  chapter_id: chapterId,
  duration: 30,
  free_seconds: 0,
  ban_drag: 0,
  is_allow_comment: 1,
  ...extra,
});

const course = { id: 3, title: "Vue 3", thumb: "", charge: 299, is_free: 0, is_vip_free: "1", is_allow_comment: 1 };

describe("normalizeVideoPage", () => {
  it("reads the snake_case payload with an id-keyed videos map and [] progress", () => {
    const page = normalizeVideoPage(
      {
        video: lesson(22, 7, { free_seconds: "15", ban_drag: 1 }),
        course,
        chapters: [{ id: 7, course_id: 3, title: "第一章" }],
        videos: { "0": [lesson(21, 0)], "7": [lesson(22, 7), lesson(23, 7)] },
        is_watch: false,
        video_watched_progress: [],
        buy_videos: [],
      },
      "https://api.school.cn",
    );
    expect(page.video).toEqual({
      id: 22,
      courseId: 3,
      chapterId: 7,
      title: "课时22",
      duration: 30,
      freeSeconds: 15,
      banDrag: true,
      allowComment: true,
    });
    expect(page.course.isVipFree).toBe(true);
    expect(page.canWatch).toBe(false);
    expect(page.watchedProgress).toEqual({});
    expect(page.chapters.map((group) => [group.id, group.lessons.map((item) => item.id)])).toEqual([
      [0, [21]],
      [7, [22, 23]],
    ]);
    expect(nextLessonId(page.chapters, 21)).toBe(22);
    expect(nextLessonId(page.chapters, 23)).toBeNull();
  });

  it("accepts videos as an array (keys 0..n-1), a progress map and numeric flags", () => {
    const page = normalizeVideoPage(
      {
        video: lesson(5, 0),
        course,
        chapters: [],
        videos: [[lesson(5, 0), lesson(6, 0)]],
        is_watch: 1,
        video_watched_progress: { "5": { video_id: 5, watch_seconds: 12, watched_at: null } },
        buy_videos: [6, "x"],
      },
      "https://api.school.cn",
    );
    expect(page.canWatch).toBe(true);
    expect(page.watchedProgress[5]).toEqual({ videoId: 5, watchSeconds: 12, watchedAt: null });
    expect(page.buyVideos).toEqual([6]);
    expect(page.chapters[0].lessons.map((item) => item.id)).toEqual([5, 6]);
  });

  it("survives missing pieces without throwing", () => {
    const page = normalizeVideoPage({ video: { id: 9 }, course: [], videos: [], video_watched_progress: [] }, "");
    expect(page.video.id).toBe(9);
    expect(page.video.banDrag).toBe(false);
    expect(page.chapters).toEqual([]);
    expect(page.buyVideos).toEqual([]);
  });
});

describe("normalizePlayUrls", () => {
  it("labels heights, keeps 默认, drops empty and <iframe> entries", () => {
    const urls = normalizePlayUrls(
      {
        urls: [
          { url: "https://vod.example.com/a/720.mp4?sign=1", format: "MP4", duration: 615, name: 720 },
          { url: "https://vod.example.com/a/index.m3u8", format: "m3u8", duration: 0, name: "默认" },
          { url: "", format: "mp4", name: 480 },
          { url: '<iframe src="https://player.example.com/1"></iframe>', format: "", name: "" },
        ],
      },
      "https://api.school.cn",
    );
    expect(urls).toEqual([
      { url: "https://vod.example.com/a/720.mp4?sign=1", format: "mp4", label: "720P", duration: 615 },
      { url: "https://vod.example.com/a/index.m3u8", format: "m3u8", label: "默认", duration: 0 },
    ]);
  });

  it("reads an id-keyed urls map and an empty answer", () => {
    expect(normalizePlayUrls({ urls: { "0": { url: "/v.mp4", name: "" } } }, "https://api.school.cn")).toEqual([
      { url: "https://api.school.cn/v.mp4", format: "", label: "默认", duration: 0 },
    ]);
    expect(normalizePlayUrls({ urls: [] }, "https://api.school.cn")).toEqual([]);
    expect(normalizePlayUrls([], "https://api.school.cn")).toEqual([]);
  });
});
