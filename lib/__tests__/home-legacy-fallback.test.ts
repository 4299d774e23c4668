/** @jest-environment node */
import { fetchHomeBlocks, normalizeLegacySliders } from "../api/content";
import { jsonResponse, mockFetch } from "../test-helpers/fetch-mock";

const envelope = (data: unknown, code = 0, message = "") => jsonResponse({ code, message, data });

const vodBlock = {
  id: 6,
  sign: "pc-vod-v1",
  sort: 1,
  config_render: {
    title: "推荐课程",
    items: [{ id: 3, title: "Laravel 入门", thumb: "t.png", charge: 99, is_free: 0 }],
  },
};

beforeEach(() => {
  process.env.MEEDU_API_URL = "http://meedu.internal:8000";
});

afterAll(() => {
  delete process.env.MEEDU_API_URL;
});

describe("fetchHomeBlocks", () => {
  it("uses decorationPage/blocks on MeEdu ≥ 4.9.29", async () => {
    const fetchMock = mockFetch(envelope([vodBlock]));
    const blocks = await fetchHomeBlocks("https://api.school.cn");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toContain("/api/v2/decorationPage/blocks?page_name=pc-page-index");
    expect(blocks).toEqual([expect.objectContaining({ kind: "courses", title: "推荐课程" })]);
  });

  it("falls back to viewBlock blocks plus sliders when the route answers code 404", async () => {
    const fetchMock = jest.fn(async (url: string) => {
      if (url.includes("decorationPage")) return envelope([], 404, "路由不存在");
      if (url.includes("viewBlock")) return envelope([vodBlock]);
      if (url.includes("sliders")) {
        return envelope([
          { thumb: "https://cdn.example.com/s2.jpg", url: "/vip", sort: 2, platform: "PC" },
          { thumb: "https://cdn.example.com/s1.jpg", url: "/courses", sort: 1, platform: "PC" },
        ]);
      }
      throw new Error(`unexpected ${url}`);
    });
    global.fetch = fetchMock as unknown as typeof fetch;

    const blocks = await fetchHomeBlocks("https://api.school.cn");
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContainEqual(
      expect.stringContaining("/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index"),
    );
    expect(urls).toContainEqual(expect.stringContaining("/api/v2/sliders?platform=PC"));
    expect(blocks).toEqual([
      {
        kind: "slider",
        id: 0,
        slides: [
          { src: "https://cdn.example.com/s1.jpg", href: "/courses" },
          { src: "https://cdn.example.com/s2.jpg", href: "/vip" },
        ],
      },
      expect.objectContaining({ kind: "courses", title: "推荐课程" }),
    ]);
  });

  it("still shows the legacy blocks when the sliders call fails, and logs that once", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    global.fetch = jest.fn(async (url: string) => {
      if (url.includes("decorationPage")) return envelope([], 404, "路由不存在");
      if (url.includes("viewBlock")) return envelope([vodBlock]);
      return envelope([], 1, "错误");
    }) as unknown as typeof fetch;
    const blocks = await fetchHomeBlocks("https://api.school.cn");
    expect(blocks.map((block) => block.kind)).toEqual(["courses"]);
    expect(warn.mock.calls).toEqual([
      ["[降级] 读取旧版首页轮播失败（ApiError business 1: 错误），改用：首页不显示轮播"],
    ]);
    warn.mockRestore();
  });

  it("does not fall back on other errors", async () => {
    mockFetch(envelope([], 1, "page_name参数不能为空"));
    await expect(fetchHomeBlocks("https://api.school.cn")).rejects.toMatchObject({ kind: "business" });
  });
});

describe("normalizeLegacySliders", () => {
  it("returns null for [] and drops slides without an image", () => {
    expect(normalizeLegacySliders([], "https://api.school.cn")).toBeNull();
    expect(normalizeLegacySliders([{ thumb: "", url: "/x" }], "https://api.school.cn")).toBeNull();
  });
});
