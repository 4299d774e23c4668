/** @jest-environment node */
import { searchResources } from "../api/search";
import { jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";

const envelope = (data: unknown) => jsonResponse({ code: 0, message: "", data });
const EMPTY_V3 = envelope({ total: 0, data: [] });
const V2_COURSES = envelope({
  data: [
    {
      id: 3,
      title: "Vue 3 实战",
      short_description: "从零学 Vue",
      thumb: "/storage/c3.png",
      category: { id: 1, name: "前端" },
    },
    { id: 8, title: "Vue 组件设计", short_description: "", category: null },
    { title: "no id" },
  ],
  keywords: "vue",
});

const requestedPaths = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => new URL(url as string).pathname);

describe("searchResources", () => {
  it("always sends type, empty for 全部 (MeEdu fails without it)", async () => {
    const fetchMock = mockFetch(
      envelope({ total: 1, data: [{ id: 1, resource_type: "vod", resource_id: 2, title: "vue" }] }),
    );
    await searchResources({ keywords: "vue", type: "", page: 1 });
    const url = new URL(lastRequest(fetchMock).url);
    expect(url.searchParams.has("type")).toBe(true);
    expect(url.searchParams.get("type")).toBe("");
    expect(url.searchParams.get("keywords")).toBe("vue");
  });

  it("sends the chosen type", async () => {
    const fetchMock = mockFetch(EMPTY_V3);
    await searchResources({ keywords: "vue", type: "vod", page: 2 });
    expect(new URL(lastRequest(fetchMock).url).searchParams.get("type")).toBe("vod");
  });

  it("uses the full-text results when v3 finds something, without asking v2", async () => {
    const fetchMock = mockFetch(
      envelope({ total: 12, data: [{ id: 5, resource_type: "video", resource_id: 9, title: "Vue 路由", p: "…vue…" }] }),
    );
    const page = await searchResources({ keywords: "vue", type: "", page: 1 });
    expect(requestedPaths(fetchMock)).toEqual(["/api/v3/search"]);
    expect(page).toMatchObject({
      total: 12,
      lastPage: 2,
      items: [{ resourceType: "video", resourceId: 9, snippet: "…vue…" }],
    });
  });

  it("falls back to the v2 title search when v3 finds nothing (MeEdu without Meilisearch)", async () => {
    const fetchMock = mockFetch(EMPTY_V3, V2_COURSES);
    const page = await searchResources({ keywords: "vue", type: "", page: 1 });
    expect(requestedPaths(fetchMock)).toEqual(["/api/v3/search", "/api/v2/search"]);
    expect(new URL(lastRequest(fetchMock).url).searchParams.get("keywords")).toBe("vue");
    expect(page).toEqual({
      items: [
        { id: 3, resourceType: "vod", resourceId: 3, title: "Vue 3 实战", snippet: "从零学 Vue" },
        { id: 8, resourceType: "vod", resourceId: 8, title: "Vue 组件设计", snippet: "" },
      ],
      page: 1,
      lastPage: 1,
      perPage: 10,
      total: 2,
    });
  });

  it("falls back for the 录播课 tab too", async () => {
    const fetchMock = mockFetch(EMPTY_V3, V2_COURSES);
    expect((await searchResources({ keywords: "vue", type: "vod", page: 1 })).total).toBe(2);
    expect(requestedPaths(fetchMock)).toEqual(["/api/v3/search", "/api/v2/search"]);
  });

  it("does not ask v2 for lessons or for later pages: it searches course titles, one page only", async () => {
    let fetchMock = mockFetch(EMPTY_V3);
    expect((await searchResources({ keywords: "vue", type: "video", page: 1 })).items).toEqual([]);
    expect(requestedPaths(fetchMock)).toEqual(["/api/v3/search"]);
    fetchMock = mockFetch(EMPTY_V3);
    expect((await searchResources({ keywords: "vue", type: "", page: 2 })).items).toEqual([]);
    expect(requestedPaths(fetchMock)).toEqual(["/api/v3/search"]);
  });

  it.each([
    ["a closed deprecated API (HTTP 404)", jsonResponse({ message: "Not Found" }, 404)],
    ["a business error", jsonResponse({ code: 404, message: "路由不存在", data: [] })],
    ["an odd shape", envelope("nothing")],
    ["no courses", envelope({ data: [], keywords: "vue" })],
  ])("shows v3's empty result when v2 answers with %s, which is no failure to log", async (_name, v2Answer) => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    mockFetch(EMPTY_V3, v2Answer);
    expect(await searchResources({ keywords: "vue", type: "", page: 1 })).toEqual({
      items: [],
      page: 1,
      lastPage: 1,
      perPage: 10,
      total: 0,
    });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each([
    ["busy (MeEdu's throttle)", () => jsonResponse({ code: 429, message: "请稍后再试", data: [] })],
    ["broken (HTTP 500)", () => jsonResponse({ message: "Server Error" }, 500)],
    ["unreachable", () => new TypeError("fetch failed")],
  ])("fails, not 暂无相关内容, when v3 found nothing and v2 is %s", async (_case, v2Answer) => {
    mockFetch(EMPTY_V3, v2Answer());
    await expect(searchResources({ keywords: "vue", type: "", page: 1 })).rejects.toMatchObject({ kind: "transport" });
  });

  it("fails when v3 is busy, without asking v2", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 429, message: "请稍后再试", data: [] }));
    await expect(searchResources({ keywords: "vue", type: "", page: 1 })).rejects.toMatchObject({
      kind: "transport",
      message: "服务繁忙，请稍后再试",
    });
    expect(requestedPaths(fetchMock)).toEqual(["/api/v3/search"]);
  });

  describe("v3 failing as MeEdu does with Meilisearch down or its index missing ({code:1,'错误'})", () => {
    const V3_BROKEN = () => jsonResponse({ code: 1, message: "错误", data: [] });

    it("falls back to the v2 title search like an empty answer, and logs why", async () => {
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
      const fetchMock = mockFetch(V3_BROKEN(), V2_COURSES);
      const page = await searchResources({ keywords: "vue", type: "vod", page: 1 });
      expect(requestedPaths(fetchMock)).toEqual(["/api/v3/search", "/api/v2/search"]);
      expect(page.items.map((item) => item.title)).toEqual(["Vue 3 实战", "Vue 组件设计"]);
      expect(warn.mock.calls).toEqual([["[降级] 全文搜索失败（ApiError business 1: 错误），改用：旧版标题搜索"]]);
      warn.mockRestore();
    });

    it("fails where the title search cannot help (录播课时, later pages) or is closed", async () => {
      jest.spyOn(console, "warn").mockImplementation(() => undefined);
      mockFetch(V3_BROKEN());
      await expect(searchResources({ keywords: "vue", type: "video", page: 1 })).rejects.toMatchObject({
        message: "错误",
      });
      mockFetch(V3_BROKEN());
      await expect(searchResources({ keywords: "vue", type: "", page: 2 })).rejects.toMatchObject({ message: "错误" });
      mockFetch(V3_BROKEN(), jsonResponse({ code: 404, message: "路由不存在", data: [] }));
      await expect(searchResources({ keywords: "vue", type: "", page: 1 })).rejects.toMatchObject({ message: "错误" });
    });
  });
});
