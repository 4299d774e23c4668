/** @jest-environment node */
import { searchResources } from "../api/search";
import { jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";

describe("searchResources", () => {
  it("always sends type, empty for 全部 (MeEdu fails without it)", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: { total: 0, data: [] } }));
    await searchResources({ keywords: "vue", type: "", page: 1 });
    const url = new URL(lastRequest(fetchMock).url);
    expect(url.searchParams.has("type")).toBe(true);
    expect(url.searchParams.get("type")).toBe("");
    expect(url.searchParams.get("keywords")).toBe("vue");
  });

  it("sends the chosen type", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: { total: 0, data: [] } }));
    await searchResources({ keywords: "vue", type: "vod", page: 2 });
    expect(new URL(lastRequest(fetchMock).url).searchParams.get("type")).toBe("vod");
  });
});
