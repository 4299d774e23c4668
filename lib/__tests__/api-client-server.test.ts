/** @jest-environment node */
import { apiRequest, configureBrowserApi } from "../api/client";
import { jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";

const ok = () => jsonResponse({ code: 0, message: "", data: null });

beforeEach(() => {
  process.env.MEEDU_API_URL = "http://meedu.internal:8000/";
  configureBrowserApi({ onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() });
});

afterAll(() => {
  delete process.env.MEEDU_API_URL;
  configureBrowserApi(null);
});

describe("apiRequest on the server", () => {
  it("calls MEEDU_API_URL directly", async () => {
    const fetchMock = mockFetch(ok());
    await apiRequest("v2/other/config");
    expect(lastRequest(fetchMock).url).toBe("http://meedu.internal:8000/api/v2/other/config");
  });

  it("sends no Authorization unless the caller passes the request's token", async () => {
    const fetchMock = mockFetch(ok());
    await apiRequest("v2/navs");
    expect(lastRequest(fetchMock).init.headers.Authorization).toBeUndefined();
  });

  it("caches public reads by tag and never caches member reads", async () => {
    const fetchMock = mockFetch(ok(), ok());
    await apiRequest("v2/navs", { revalidate: 60, tags: ["navs"] });
    expect(lastRequest(fetchMock).init).toMatchObject({ next: { revalidate: 60, tags: ["navs"] } });
    await apiRequest("v2/member/detail", { token: "req-token", revalidate: 60 });
    const { init } = lastRequest(fetchMock);
    expect(init.headers.Authorization).toBe("Bearer req-token");
    expect(init.cache).toBe("no-store");
    expect(init).not.toHaveProperty("next");
  });
});
