/** @jest-environment node */
import { courseFileUrls, pageFileUrls } from "../server/sitemap-entries";
import { sitemapIndexFiles } from "../server/sitemap-index";
import { MAX_URLS_PER_FILE, READ_CONCURRENCY } from "../server/sitemap-layout";
import { sitemapReads } from "../server/sitemap-reads";
import { jsonResponse } from "../test-helpers/fetch-mock";

// A MeEdu with a catalogue of any size: the course list pages as Laravel does (per_page is what it
// used, `cap` stands for a backend that answers fewer than asked), announcements as {data, total}.

const ORIGIN = "https://www.school.cn";
const envelope = (data: unknown) => jsonResponse({ code: 0, message: "", data });

interface Catalogue {
  courses: number;
  announcements: number;
  cap?: number;
  failOn?: (url: URL) => boolean;
}

/** Course n (newest first): id n, published n minutes after 2024-01-01 10:00 China time, newest first. */
const publishedAt = (id: number) => {
  const date = new Date(Date.UTC(2024, 0, 1, 2, 0) + id * 60_000 + 8 * 3_600_000);
  return date.toISOString().slice(0, 19).replace("T", " ");
};

function answerApi(catalogue: Catalogue) {
  let inFlight = 0;
  const stats = { maxInFlight: 0, reads: 0 };
  const fn = jest.fn(async (address: string, init?: RequestInit) => {
    const url = new URL(address);
    stats.reads += 1;
    inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    init?.signal?.throwIfAborted();
    if (catalogue.failOn?.(url)) return jsonResponse({}, 502);
    const page = Number(url.searchParams.get("page"));
    if (url.pathname.endsWith("/v2/courses")) {
      const perPage = Math.min(Number(url.searchParams.get("page_size")), catalogue.cap ?? Infinity);
      const from = (page - 1) * perPage;
      const ids = Array.from({ length: Math.max(0, Math.min(perPage, catalogue.courses - from)) }, (_, index) => {
        return catalogue.courses - from - index; // newest (highest id) first
      });
      return envelope({
        current_page: page,
        per_page: perPage,
        total: catalogue.courses,
        last_page: Math.max(1, Math.ceil(catalogue.courses / perPage)),
        data: ids.map((id) => ({ id, title: `课程 ${id}`, published_at: publishedAt(id) })),
      });
    }
    const size = Number(url.searchParams.get("size"));
    const from = (page - 1) * size;
    const ids = Array.from({ length: Math.max(0, Math.min(size, catalogue.announcements - from)) }, (_, index) => {
      return catalogue.announcements - from - index;
    });
    return envelope({
      data: ids.map((id) => ({
        id,
        title: "公告",
        created_at: `2024-06-${String((id % 28) + 1).padStart(2, "0")}T02:00:00Z`,
      })),
      total: catalogue.announcements,
    });
  });
  global.fetch = fn as unknown as typeof fetch;
  return stats;
}

beforeEach(() => {
  process.env.MEEDU_API_URL = "http://meedu.internal:8000";
});

afterEach(() => {
  delete process.env.MEEDU_API_URL;
  delete process.env.NEXT_PUBLIC_DISABLE_VIP;
});

const courseIds = (urls: Array<{ url: string }>) =>
  urls.map((entry) => Number(entry.url.replace(`${ORIGIN}/courses/detail/`, "")));

describe("a catalogue larger than one file", () => {
  const COURSES = MAX_URLS_PER_FILE + 26;

  it("is indexed as one pages file and two course files, each dated", async () => {
    answerApi({ courses: COURSES, announcements: 3 });
    const files = await sitemapIndexFiles(ORIGIN, sitemapReads());
    expect(files.map((file) => file.url)).toEqual([
      `${ORIGIN}/sitemaps/pages-1.xml`,
      `${ORIGIN}/sitemaps/courses-1.xml`,
      `${ORIGIN}/sitemaps/courses-2.xml`,
    ]);
    // Each file's newest URL: the newest course overall, then the newest in file 2 (course 26).
    expect(files[1].lastModified).toBe(new Date(Date.UTC(2024, 0, 1, 2, 0) + COURSES * 60_000).toISOString());
    expect(files[2].lastModified).toBe(new Date(Date.UTC(2024, 0, 1, 2, 0) + 26 * 60_000).toISOString());
    // The pages file: its newest URL is the home page, dated by announcement 3 (2024-06-04).
    expect(files[0].lastModified).toBe("2024-06-04T02:00:00.000Z");
  });

  it.each([
    ["answers as many per page as asked", undefined],
    ["answers fewer per page than asked (per_page says so)", 100],
  ])("lists every course once, at most 50,000 a file, when the backend %s", async (_, cap) => {
    answerApi({ courses: COURSES, announcements: 0, cap });
    const first = (await courseFileUrls(ORIGIN, 1, sitemapReads()))!;
    const second = (await courseFileUrls(ORIGIN, 2, sitemapReads()))!;
    expect(first).toHaveLength(MAX_URLS_PER_FILE);
    expect(second).toHaveLength(26);
    const ids = courseIds([...first, ...second]);
    expect(new Set(ids).size).toBe(COURSES);
    expect(Math.min(...ids)).toBe(1);
    expect(Math.max(...ids)).toBe(COURSES);
    expect([...first, ...second].every((entry) => typeof entry.lastModified === "string")).toBe(true);
    expect(await courseFileUrls(ORIGIN, 3, sitemapReads())).toBeNull();
  });

  it(`keeps at most ${READ_CONCURRENCY} reads in flight`, async () => {
    const stats = answerApi({ courses: COURSES, announcements: 0, cap: 100 });
    await courseFileUrls(ORIGIN, 1, sitemapReads());
    expect(stats.reads).toBeGreaterThanOrEqual(500);
    expect(stats.maxInFlight).toBe(READ_CONCURRENCY);
  });

  it("fails as a whole when one page cannot be read, so the last good file stays", async () => {
    answerApi({ courses: COURSES, announcements: 0, failOn: (url) => url.searchParams.get("page") === "37" });
    await expect(courseFileUrls(ORIGIN, 1, sitemapReads())).rejects.toThrow();
    answerApi({ courses: 10, announcements: 0, failOn: (url) => url.pathname.endsWith("/v2/announcements") });
    await expect(sitemapIndexFiles(ORIGIN, sitemapReads())).rejects.toThrow();
  });

  it("gives up when the file's one deadline has passed", async () => {
    answerApi({ courses: COURSES, announcements: 0 });
    await expect(courseFileUrls(ORIGIN, 1, sitemapReads(Date.now() - 1))).rejects.toThrow();
  });
});

describe("the pages file", () => {
  it("dates /, /courses and /vip by the newest course or announcement they show, then lists the announcements", async () => {
    answerApi({ courses: 2, announcements: 2 });
    const urls = (await pageFileUrls(ORIGIN, 1, sitemapReads()))!;
    expect(urls).toEqual([
      // Announcement 2 (2024-06-03) is newer than course 2 (2024-01-01 10:02 China time).
      { url: `${ORIGIN}/`, lastModified: "2024-06-03T02:00:00.000Z", changeFrequency: "daily", priority: 1 },
      { url: `${ORIGIN}/courses`, lastModified: "2024-01-01T02:02:00.000Z", changeFrequency: "daily", priority: 0.9 },
      { url: `${ORIGIN}/vip`, lastModified: "2024-01-01T02:02:00.000Z", changeFrequency: "weekly", priority: 0.6 },
      {
        url: `${ORIGIN}/announcement?id=2`,
        lastModified: "2024-06-03T02:00:00.000Z",
        changeFrequency: "monthly",
        priority: 0.5,
      },
      {
        url: `${ORIGIN}/announcement?id=1`,
        lastModified: "2024-06-02T02:00:00.000Z",
        changeFrequency: "monthly",
        priority: 0.5,
      },
    ]);
    expect(await pageFileUrls(ORIGIN, 2, sitemapReads())).toBeNull();
  });

  it("leaves /vip out when the build switched VIP off", async () => {
    process.env.NEXT_PUBLIC_DISABLE_VIP = "disable";
    answerApi({ courses: 1, announcements: 0 });
    const urls = (await pageFileUrls(ORIGIN, 1, sitemapReads()))!.map((entry) => entry.url);
    expect(urls).toEqual([`${ORIGIN}/`, `${ORIGIN}/courses`]);
  });

  it("goes on in a second file past 50,000 URLs", async () => {
    answerApi({ courses: 0, announcements: MAX_URLS_PER_FILE });
    const files = await sitemapIndexFiles(ORIGIN, sitemapReads());
    expect(files.map((file) => file.url)).toEqual([
      `${ORIGIN}/sitemaps/pages-1.xml`,
      `${ORIGIN}/sitemaps/pages-2.xml`,
      `${ORIGIN}/sitemaps/courses-1.xml`,
    ]);
    const first = (await pageFileUrls(ORIGIN, 1, sitemapReads()))!;
    const second = (await pageFileUrls(ORIGIN, 2, sitemapReads()))!;
    expect(first).toHaveLength(MAX_URLS_PER_FILE);
    expect(second.map((entry) => entry.url)).toEqual([3, 2, 1].map((id) => `${ORIGIN}/announcement?id=${id}`));
  });
});
