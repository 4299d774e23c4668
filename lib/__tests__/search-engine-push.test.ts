/** @jest-environment node */
import { startLoopbackReceiver, type LoopbackReceiver } from "../test-helpers/loopback-receiver";

// Search engines are told of changed and new pages: a real loopback receiver stands in for Baidu's
// 普通收录 and IndexNow and checks each protocol as sent (issue 31, item 3).

jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const SITE = "https://www.school.cn";
const TOKEN = "Abc123Def456Ghi7";
const KEY = "5f1e0c9a-indexnow-key";
const SECRET = "0123456789abcdef0123456789abcdef";
const TIMING = { batchDelayMs: 20, retryDelaysMs: [10, 30], requestTimeoutMs: 2_000 };
const BAIDU_TARGET = `/urls?site=${encodeURIComponent(SITE)}&token=${TOKEN}`;

type Modules = {
  push: typeof import("../server/search-engine-push/search-engine-push");
  route: typeof import("../../app/api/revalidate/route");
  logs: typeof import("../test-helpers/log-capture");
};

let receiver: LoopbackReceiver;
let modules: Modules;
let log: import("../test-helpers/log-capture").LogCapture;

const ENV_NAMES = [
  "SITE_URL",
  "REVALIDATE_SECRET",
  "BAIDU_PUSH_TOKEN",
  "BAIDU_PUSH_ENDPOINT",
  "INDEXNOW_KEY",
  "INDEXNOW_ENDPOINT",
];

/** Fresh modules (siteEnv reads the environment once) with these variables set. */
async function startWith(env: Record<string, string>): Promise<void> {
  for (const name of ENV_NAMES) delete process.env[name];
  Object.assign(process.env, env);
  jest.resetModules();
  modules = {
    push: await import("../server/search-engine-push/search-engine-push"),
    route: await import("../../app/api/revalidate/route"),
    logs: await import("../test-helpers/log-capture"),
  };
  modules.push.restartSearchEnginePush(TIMING);
  log = modules.logs.captureLogs();
}

const bothEngines = () => ({
  SITE_URL: SITE,
  REVALIDATE_SECRET: SECRET,
  BAIDU_PUSH_TOKEN: TOKEN,
  BAIDU_PUSH_ENDPOINT: `${receiver.origin}/urls`,
  INDEXNOW_KEY: KEY,
  INDEXNOW_ENDPOINT: `${receiver.origin}/indexnow`,
});

async function revalidate(body: unknown): Promise<Response> {
  const { NextRequest } = await import("next/server");
  return modules.route.POST(
    new NextRequest("http://127.0.0.1/api/revalidate", {
      method: "POST",
      headers: { authorization: `Bearer ${SECRET}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

const baiduLines = (index = 0) => receiver.to("/urls")[index].body.split("\n");
const indexNowBody = (index = 0) => JSON.parse(receiver.to("/indexnow")[index].body);
const outcomes = () =>
  log.lines.filter((line) => line.outcome).map(({ engine, outcome, count }) => ({ engine, outcome, count }));
const sitemap = (...paths: string[]) => paths.map((path) => ({ url: `${SITE}${path}`, priority: 0.5 }));

beforeEach(async () => {
  receiver = await startLoopbackReceiver();
  receiver.answer("/urls", { status: 200, body: JSON.stringify({ success: 1, remain: 4990 }) });
  receiver.answer("/indexnow", { status: 200 });
});

afterEach(async () => {
  await modules?.push.searchEnginePushIdle();
  modules?.logs.stopCapturingLogs();
  await receiver.close();
  for (const name of ENV_NAMES) delete process.env[name];
});

describe("POST /api/revalidate", () => {
  it("pushes the changed pages' canonical addresses to both engines, once each, in their protocols", async () => {
    await startWith(bothEngines());
    receiver.hold();
    const answer = await revalidate({
      tags: ["course-5", "courses", "config", "navs", "comments"],
      paths: ["/courses/detail/005", "/courses/detail/5", "/announcement?page=1&id=3&utm_source=x", "/sitemap.xml"],
    });
    // The webhook has answered while the engines have not.
    expect(answer.status).toBe(200);
    expect(receiver.requests).toEqual([]);
    while (receiver.requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    receiver.release();
    await modules.push.searchEnginePushIdle();

    const expected = [`${SITE}/courses/detail/5`, `${SITE}/courses`, `${SITE}/announcement?id=3`];
    expect(receiver.to("/urls")).toHaveLength(1);
    const baidu = receiver.to("/urls")[0];
    expect(baidu.method).toBe("POST");
    expect(baidu.target).toBe(BAIDU_TARGET);
    expect(baidu.headers["content-type"]).toBe("text/plain");
    expect(baiduLines().sort()).toEqual([...expected].sort());

    expect(receiver.to("/indexnow")).toHaveLength(1);
    const indexNow = receiver.to("/indexnow")[0];
    expect(indexNow.method).toBe("POST");
    expect(indexNow.target).toBe("/indexnow");
    expect(indexNow.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = indexNowBody();
    expect(Object.keys(body).sort()).toEqual(["host", "key", "keyLocation", "urlList"]);
    expect(body).toMatchObject({ host: "www.school.cn", key: KEY, keyLocation: `${SITE}/${KEY}.txt` });
    expect([...body.urlList].sort()).toEqual([...expected].sort());

    expect(outcomes()).toEqual(
      expect.arrayContaining([
        { engine: "baidu", outcome: "pushed", count: 3 },
        { engine: "indexnow", outcome: "pushed", count: 3 },
      ]),
    );
    const { metricValue } = modules.logs;
    expect(await metricValue("meedu_search_engine_push_urls_total", { engine: "baidu", outcome: "pushed" })).toBe(3);
    expect(await metricValue("meedu_search_engine_push_urls_total", { engine: "indexnow", outcome: "pushed" })).toBe(3);
    expect(await metricValue("meedu_baidu_push_remain", {})).toBe(4990);
  });

  it.each([
    ["only chrome changed", { tags: ["config", "navs"] }],
    ["a file", { paths: ["/sitemap.xml", "/og/courses/5.png", "/robots.txt"] }],
  ])("pushes nothing when %s", async (_, body) => {
    await startWith(bothEngines());
    expect((await revalidate(body)).status).toBe(200);
    await modules.push.searchEnginePushIdle();
    expect(receiver.requests).toEqual([]);
  });

  it("sends nothing anywhere when neither variable is set", async () => {
    await startWith({ SITE_URL: SITE, REVALIDATE_SECRET: SECRET });
    expect((await revalidate({ tags: ["course-5", "home"], paths: ["/courses"] })).status).toBe(200);
    expect(modules.push.pushUnseenSitemapPages(sitemap("/", "/courses/detail/1"), "pages-1")).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, TIMING.batchDelayMs * 5));
    await modules.push.searchEnginePushIdle();
    expect(receiver.requests).toEqual([]);
    expect(outcomes()).toEqual([]);
  });

  it("pushes to the one engine that is set up", async () => {
    await startWith({ ...bothEngines(), BAIDU_PUSH_TOKEN: "" });
    await revalidate({ tags: ["home"] });
    await modules.push.searchEnginePushIdle();
    expect(receiver.to("/urls")).toEqual([]);
    expect(indexNowBody().urlList).toEqual([`${SITE}/`]);
  });
});

describe("retries", () => {
  it("sends a batch again after 5xx answers and timeouts, with the same addresses", async () => {
    await startWith(bothEngines());
    receiver.answer(
      "/urls",
      { status: 503, body: "" },
      { status: 500, body: '{"error":500,"message":"internal error, please try later"}' },
      { status: 200, body: '{"success":1,"remain":9}' },
    );
    receiver.answer("/indexnow", { status: 502 }, { status: 200, silent: true }, { status: 202 });
    modules.push.restartSearchEnginePush({ ...TIMING, requestTimeoutMs: 300 });
    await revalidate({ tags: ["course-7"] });
    await modules.push.searchEnginePushIdle();
    expect(receiver.to("/urls").map((request) => request.body)).toEqual(Array(3).fill(`${SITE}/courses/detail/7`));
    expect(receiver.to("/indexnow").map((request) => JSON.parse(request.body).urlList)).toEqual(
      Array(3).fill([`${SITE}/courses/detail/7`]),
    );
    expect(outcomes()).toEqual(
      expect.arrayContaining([
        { engine: "baidu", outcome: "pushed", count: 1 },
        { engine: "indexnow", outcome: "pushed", count: 1 },
      ]),
    );
    const { metricValue } = modules.logs;
    expect(await metricValue("meedu_search_engine_push_retries_total", { engine: "baidu" })).toBe(2);
    expect(await metricValue("meedu_search_engine_push_retries_total", { engine: "indexnow" })).toBe(2);
  });

  it("gives up after the last retry, logs and counts it failed, and never retries a refusal", async () => {
    await startWith(bothEngines());
    receiver.answer("/urls", { status: 503 });
    receiver.answer("/indexnow", { status: 403 });
    await revalidate({ tags: ["home"] });
    await modules.push.searchEnginePushIdle();
    expect(receiver.to("/urls")).toHaveLength(1 + TIMING.retryDelaysMs.length);
    expect(receiver.to("/indexnow")).toHaveLength(1);
    expect(outcomes()).toEqual(
      expect.arrayContaining([
        { engine: "baidu", outcome: "failed", count: 1 },
        { engine: "indexnow", outcome: "rejected", count: 1 },
      ]),
    );
    expect(
      await modules.logs.metricValue("meedu_search_engine_push_urls_total", { engine: "baidu", outcome: "failed" }),
    ).toBe(1);
  });

  it("never writes the Baidu token to the log, whatever fails", async () => {
    const closed = await startLoopbackReceiver();
    await closed.close(); // nothing listens there any more: no connection
    await startWith({ ...bothEngines(), BAIDU_PUSH_ENDPOINT: `${closed.origin}/urls` });
    await revalidate({ tags: ["home"] });
    await modules.push.searchEnginePushIdle();
    expect(outcomes()).toContainEqual({ engine: "baidu", outcome: "failed", count: 1 });
    expect(log.raw.join("")).not.toContain(TOKEN);
  });
});

describe("Baidu's quota", () => {
  it("stops at remain 0 until China's next midnight, and logs what it held back", async () => {
    await startWith(bothEngines());
    receiver.answer("/urls", { status: 200, body: '{"success":1,"remain":0}' });
    await revalidate({ tags: ["course-1"] });
    await modules.push.searchEnginePushIdle();
    await revalidate({ tags: ["course-2"] });
    await modules.push.searchEnginePushIdle();
    expect(receiver.to("/urls").map((request) => request.body)).toEqual([`${SITE}/courses/detail/1`]);
    expect(receiver.to("/indexnow")).toHaveLength(2);
    expect(outcomes()).toContainEqual({ engine: "baidu", outcome: "quota", count: 1 });
    expect(log.lines.find((line) => line.outcome === "quota")).toMatchObject({
      addresses: [`${SITE}/courses/detail/2`],
    });
    expect(await modules.logs.metricValue("meedu_baidu_push_remain", {})).toBe(0);
  });

  it("reads over quota as a spent day, and not_valid addresses as rejected", async () => {
    await startWith(bothEngines());
    receiver.answer(
      "/urls",
      {
        status: 200,
        body: JSON.stringify({ success: 1, remain: 3, not_valid: [`${SITE}/courses/detail/2`], not_same_site: [] }),
      },
      { status: 400, body: '{"error":400,"message":"over quota"}' },
    );
    await revalidate({ tags: ["course-1", "course-2"] });
    await modules.push.searchEnginePushIdle();
    await revalidate({ tags: ["course-3"] });
    await modules.push.searchEnginePushIdle();
    await revalidate({ tags: ["course-4"] });
    await modules.push.searchEnginePushIdle();
    expect(receiver.to("/urls")).toHaveLength(2);
    expect(outcomes().filter((line) => line.engine === "baidu")).toEqual([
      { engine: "baidu", outcome: "pushed", count: 1 },
      { engine: "baidu", outcome: "rejected", count: 1 },
      { engine: "baidu", outcome: "quota", count: 1 },
      { engine: "baidu", outcome: "quota", count: 1 },
    ]);
  });
});

describe("the sitemap", () => {
  it("takes its first listing as the baseline, then pushes only pages never pushed, once", async () => {
    await startWith(bothEngines());
    const { pushUnseenSitemapPages, searchEnginePushIdle } = modules.push;
    const first = sitemap("/", "/courses", "/courses/detail/1", "/announcement?id=1");
    expect(pushUnseenSitemapPages(first, "pages-1")).toBe(first);
    await searchEnginePushIdle();
    expect(receiver.requests).toEqual([]);

    // A webhook told the engines of course 9 already; MeEdu added course 8 and announcement 2 silently.
    await revalidate({ tags: ["course-9"] });
    await searchEnginePushIdle();
    pushUnseenSitemapPages(
      [...first, ...sitemap("/courses/detail/8", "/courses/detail/9", "/announcement?id=2", "/courses/detail/8")],
      "pages-1",
    );
    await searchEnginePushIdle();
    pushUnseenSitemapPages(
      [...first, ...sitemap("/courses/detail/8", "/courses/detail/9", "/announcement?id=2")],
      "pages-1",
    );
    await searchEnginePushIdle();

    const news = [`${SITE}/courses/detail/8`, `${SITE}/announcement?id=2`];
    expect(receiver.to("/urls").map((request) => request.body)).toEqual([`${SITE}/courses/detail/9`, news.join("\n")]);
    expect(receiver.to("/indexnow").map((request) => JSON.parse(request.body).urlList)).toEqual([
      [`${SITE}/courses/detail/9`],
      news,
    ]);
  });

  it("takes a baseline per sitemap file: the first listing of another file pushes nothing either", async () => {
    await startWith(bothEngines());
    const { pushUnseenSitemapPages, searchEnginePushIdle } = modules.push;
    pushUnseenSitemapPages(sitemap("/", "/announcement?id=1"), "pages-1");
    pushUnseenSitemapPages(sitemap("/courses/detail/1", "/courses/detail/2"), "courses-1");
    await searchEnginePushIdle();
    expect(receiver.requests).toEqual([]);
    pushUnseenSitemapPages(sitemap("/courses/detail/3", "/courses/detail/1", "/courses/detail/2"), "courses-1");
    await searchEnginePushIdle();
    expect(receiver.to("/urls").map((request) => request.body)).toEqual([`${SITE}/courses/detail/3`]);
  });

  it("brings a page whose push failed back at the next listing", async () => {
    await startWith(bothEngines());
    const { pushUnseenSitemapPages, searchEnginePushIdle } = modules.push;
    pushUnseenSitemapPages(sitemap("/"), "pages-1");
    await searchEnginePushIdle();
    receiver.answer("/urls", { status: 503 });
    pushUnseenSitemapPages(sitemap("/", "/courses/detail/3"), "pages-1");
    await searchEnginePushIdle();
    receiver.answer("/urls", { status: 200, body: '{"success":1,"remain":5}' });
    pushUnseenSitemapPages(sitemap("/", "/courses/detail/3"), "pages-1");
    await searchEnginePushIdle();
    expect(receiver.to("/urls").map((request) => request.body)).toEqual(Array(4).fill(`${SITE}/courses/detail/3`));
    expect(receiver.to("/indexnow")).toHaveLength(1);
  });
});
