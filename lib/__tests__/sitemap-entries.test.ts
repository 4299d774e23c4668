/** @jest-environment node */
import { sitemapEntries } from "../server/sitemap-entries";
import { jsonResponse } from "../test-helpers/fetch-mock";

const envelope = (data: unknown) => jsonResponse({ code: 0, message: "", data });

function answerApi(): jest.Mock {
  const fn = jest.fn(async (url: string) => {
    if (url.includes("/v2/courses")) {
      return envelope({
        current_page: 1,
        last_page: 1,
        total: 2,
        data: [
          { id: 3, title: "A", thumb: "", charge: 99, is_free: 0, published_at: "2024-05-01 10:00:00" },
          { id: 4, title: "B", thumb: "", charge: 0, is_free: 1, published_at: null },
        ],
      });
    }
    return envelope({ data: [{ id: 7, title: "公告", created_at: "2024-05-02T02:00:00.000000Z" }], total: 1 });
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

beforeEach(() => {
  process.env.MEEDU_API_URL = "http://meedu.internal:8000";
});

afterEach(() => {
  delete process.env.MEEDU_API_URL;
  delete process.env.NEXT_PUBLIC_DISABLE_VIP;
});

it("lists /vip and gives courses their published_at (China time) as lastmod", async () => {
  answerApi();
  const entries = await sitemapEntries("https://www.school.cn");
  expect(entries.map((entry) => entry.url)).toEqual([
    "https://www.school.cn/",
    "https://www.school.cn/courses",
    "https://www.school.cn/vip",
    "https://www.school.cn/courses/detail/3",
    "https://www.school.cn/courses/detail/4",
    "https://www.school.cn/announcement?id=7",
  ]);
  expect(entries[3].lastModified).toBe("2024-05-01T02:00:00.000Z");
  expect(entries[4]).not.toHaveProperty("lastModified");
});

it("leaves /vip out when the build switched VIP off", async () => {
  process.env.NEXT_PUBLIC_DISABLE_VIP = "disable";
  answerApi();
  const urls = (await sitemapEntries("https://www.school.cn")).map((entry) => entry.url);
  expect(urls).not.toContain("https://www.school.cn/vip");
});
