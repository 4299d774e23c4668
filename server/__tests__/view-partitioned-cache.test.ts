/** @jest-environment node */
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { memoryBudgets, memoryCacheConfig } from "../view-partitioned-cache";

// The in-process page cache as Next drives it through the cache handler library (the class
// server/next-cache-handler.mjs exports), with a 2 MB budget: 0.8 MB for the canonical views,
// 1.2 MB for the rest. Pages here are 40 KB; a flood of 200 query views is 8 MB.

CacheHandler.onCreation(() => memoryCacheConfig(memoryBudgets(2)));
type HandlerContext = ConstructorParameters<typeof CacheHandler>[0];
const cache = new CacheHandler({ serverDistDir: "/nonexistent/.next/server", dev: false } as HandlerContext);

/** Next 16's key for a page's entry: its route's hash, then the path it was rendered for. */
const entryKey = (path: string) =>
  `/route-cache/APP_PAGE/08bd67b71c0800cefbe68880a755227e9ff1a4b4612a2fe48c61c6a77f6ea2ec/$${path}`;

const PAGE_BYTES = 40_000;

async function render(path: string, status = 200, tags = "courses") {
  const value = {
    kind: "APP_PAGE",
    html: "x".repeat(PAGE_BYTES),
    rscData: undefined,
    headers: { "x-next-cache-tags": tags },
    postponed: undefined,
    status,
    segmentData: undefined,
  };
  await cache.set(entryKey(path), value as never, { cacheControl: { revalidate: 60 } } as never);
}

async function cachedStatus(path: string): Promise<number | null> {
  const entry = await cache.get(entryKey(path), { kind: "APP_PAGE", softTags: [] } as never);
  if (!entry) return null;
  return (entry.value as { status?: number }).status ?? 200;
}

const CANONICAL_VIEWS = [
  "/home/index",
  "/courses/catalog/index",
  "/courses/detail/1/index",
  "/courses/detail/2/index",
  "/announcement/index",
  "/vip/index",
  "/sitemap-xml/index",
  "/robots-txt/index",
];

const FLOOD = 200;
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("a flood of views cannot push the canonical views out of the in-process cache", () => {
  beforeEach(async () => {
    for (const path of CANONICAL_VIEWS) await render(path);
  });

  it.each([
    ["catalog queries", (n: number) => `/courses/catalog/cid=${n}&page=${n + 1}`, 200],
    ["catalog pages", (n: number) => `/courses/catalog/page=${n + 1}`, 200],
    ["course tabs", (n: number) => `/courses/detail/${n}/tab=${(n % 4) + 2}`, 200],
    ["announcements", (n: number) => `/announcement/id=${n}`, 200],
    ["announcement pages", (n: number) => `/announcement/page=${n + 1}`, 200],
    // canonical in shape, but no such course: anyone can make these by the million
    ["courses that do not exist", (n: number) => `/courses/detail/${900000 + n}/index`, 404],
  ])("%s", async (_family, view, status) => {
    for (const n of range(FLOOD)) await render(view(n), status);
    for (const path of CANONICAL_VIEWS) expect(await cachedStatus(path)).toBe(200);
    // The flood itself is cached within its own bound: the latest views are there, the first are gone.
    expect(await cachedStatus(view(FLOOD))).toBe(status);
    expect(await cachedStatus(view(1))).toBeNull();
  });
});

describe("the two partitions", () => {
  it("a canonical view that became a 404 (the course was deleted) is not found as the old page", async () => {
    await render("/courses/detail/3/index");
    await render("/courses/detail/3/index", 404);
    expect(await cachedStatus("/courses/detail/3/index")).toBe(404);
    await render("/courses/detail/3/index");
    expect(await cachedStatus("/courses/detail/3/index")).toBe(200);
  });

  it("a revalidated tag expires its views in both", async () => {
    await render("/courses/detail/4/index", 200, "course-4");
    await render("/courses/detail/4/tab=3", 200, "course-4");
    await cache.revalidateTag("course-4");
    expect(await cachedStatus("/courses/detail/4/index")).toBeNull();
    expect(await cachedStatus("/courses/detail/4/tab=3")).toBeNull();
  });
});

describe("a page rendered once is kept through an outage", () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ["a canonical view", "/vip/index"],
    ["a query view", "/courses/catalog/cid=7"],
  ])("%s is still there (stale, for Next to serve) an hour after its last good render", async (_kind, path) => {
    await render(path);
    const renderedAt = Date.now();
    jest.spyOn(Date, "now").mockReturnValue(renderedAt + 60 * 60 * 1000);
    expect(await cachedStatus(path)).toBe(200);
  });
});

describe("a page rendered once outlives a backend outage", () => {
  afterEach(() => jest.useRealTimers());

  // The library's default dropped an entry 1.5 × its 60 s after the render: a page nobody asked for
  // during a longer throttle then had nothing stale to serve, and npm start answered 500.
  it.each([
    ["2 minutes", 2 * 60],
    ["a day", 24 * 60 * 60],
    ["six days", 6 * 24 * 60 * 60],
  ])("is still served %s after its last good render", async (_label, seconds) => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ["nextTick", "setImmediate"] });
    await render("/courses/catalog/index");
    jest.setSystemTime(Date.now() + seconds * 1000);
    expect(await cachedStatus("/courses/catalog/index")).toBe(200);
  });
});
