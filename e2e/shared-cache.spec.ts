import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { DEMO_MEMBER, E2E_API_URL, E2E_REVALIDATE_SECRET } from "./support/environment";
import { loginAsDemoMember } from "./support/session";
import { startInstance, startRedis, type Running } from "../deploy/topology";

// Two site instances (Next's own standalone server, as deploy/ runs them) on one real Redis:
// what one renders, the other serves from the shared cache; a revalidation sent to one reaches
// both; nothing of a member ever lands in the shared HTML.

const REDIS_PORT = 6391;
const FIRST_PORT = 3131;
const SECOND_PORT = 3132;
/** An instance started before its Redis, on a Redis of its own. */
const LATE_PORT = 3133;
const LATE_REDIS_PORT = 6392;
const COURSE_ID = 1;
/** Bought by the demo member in the seed. */
const BOUGHT_COURSE_ID = 3;

let redis: Running;
let first: Running;
let second: Running;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  redis = await startRedis(REDIS_PORT);
  const instance = (port: number) =>
    startInstance(port, {
      apiUrl: E2E_API_URL,
      siteUrl: `http://127.0.0.1:${port}`,
      env: { REDIS_URL: redis.url, REVALIDATE_SECRET: E2E_REVALIDATE_SECRET },
    });
  [first, second] = await Promise.all([instance(FIRST_PORT), instance(SECOND_PORT)]);
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await redis?.stop();
});

const renameCourse = (title: string) =>
  fetch(`${E2E_API_URL}/__test/course-title?id=${COURSE_ID}&title=${encodeURIComponent(title)}`, { method: "POST" });

async function revalidate(site: Running, body: Record<string, unknown>, secret = E2E_REVALIDATE_SECRET) {
  return fetch(`${site.url}/api/revalidate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

test("a page rendered by one instance is a cache hit on the other", async () => {
  const path = `/courses/detail/${COURSE_ID}?tab=3`;
  const rendered = await fetch(`${first.url}${path}`);
  expect(rendered.status).toBe(200);
  expect(rendered.headers.get("x-nextjs-cache")).toBe("MISS");
  expect(rendered.headers.get("cache-control")).toMatch(/^public, s-maxage=60, stale-while-revalidate=\d+/);

  const fromOther = await fetch(`${second.url}${path}`);
  expect(fromOther.status).toBe(200);
  expect(fromOther.headers.get("x-nextjs-cache")).toBe("HIT");
  expect(await fromOther.text()).toContain("课程目录");
});

test("a revalidation sent to one instance is seen by the other", async () => {
  const path = `/courses/detail/${COURSE_ID}`;
  const seeded = (await (await fetch(`${E2E_API_URL}/api/v2/course/${COURSE_ID}`)).json()).data.course.title as string;
  const original = await (await fetch(`${second.url}${path}`)).text();
  const title = `缓存刷新测试 ${Date.now()}`;
  expect(original).not.toContain(title);
  expect((await renameCourse(title)).ok).toBe(true);
  try {
    // Still the cached page: nothing was revalidated yet.
    expect(await (await fetch(`${second.url}${path}`)).text()).not.toContain(title);

    const answer = await revalidate(first, { tags: [`course-${COURSE_ID}`] });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ code: 0 });

    await expect.poll(async () => (await fetch(`${second.url}${path}`)).text(), { timeout: 10_000 }).toContain(title);
    expect(await (await fetch(`${first.url}${path}`)).text()).toContain(title);
  } finally {
    await renameCourse(seeded);
    await revalidate(first, { tags: [`course-${COURSE_ID}`] });
  }
});

test("revalidation needs the secret and says what was wrong", async () => {
  const wrong = await revalidate(first, { tags: ["home"] }, "not-the-secret");
  expect(wrong.status).toBe(401);
  expect(await wrong.json()).toMatchObject({ code: 401, message: "密钥错误" });

  const badPath = await revalidate(first, { paths: ["/member"] });
  expect(badPath.status).toBe(400);
  expect((await badPath.json()).message).toContain("不是可缓存的公开页面");

  const byPath = await revalidate(first, { paths: ["/courses", "/"] });
  expect(await byPath.json()).toMatchObject({ code: 0, data: { paths: ["/courses", "/"] } });
});

test("member HTML and data never land in the shared cache", async ({ browser }) => {
  const context = await browser.newContext();
  const token = await loginAsDemoMember(context, first.url);
  const page = await context.newPage();
  await page.goto(`${first.url}/courses/detail/${BOUGHT_COURSE_ID}`);
  await expect(page.locator("header")).toContainText(DEMO_MEMBER.name);
  await expect(page.getByText("课程已购买")).toBeVisible();
  const memberResponse = await context.request.get(`${first.url}/courses/detail/${BOUGHT_COURSE_ID}`);
  expect(memberResponse.headers()["cache-control"]).toBe("private, no-store");
  await context.close();

  for (const site of [first, second]) {
    for (const path of [`/courses/detail/${BOUGHT_COURSE_ID}`, "/", "/courses"]) {
      const response = await fetch(`${site.url}${path}`);
      const html = await response.text();
      expect(response.headers.get("cache-control")).toMatch(/^public/);
      expect(html).not.toContain(DEMO_MEMBER.name);
      expect(html).not.toContain("课程已购买");
      expect(html).not.toContain(token);
    }
  }
});

test("an instance started while Redis is down keeps no cache of its own: it renders, then shares once Redis answers", async () => {
  test.setTimeout(90_000);
  const storedKeys = () =>
    Number(execFileSync("redis-cli", ["-p", String(LATE_REDIS_PORT), "dbsize"], { encoding: "utf8" }));
  const late = await startInstance(LATE_PORT, {
    apiUrl: E2E_API_URL,
    siteUrl: `http://127.0.0.1:${LATE_PORT}`,
    env: { REDIS_URL: `redis://127.0.0.1:${LATE_REDIS_PORT}` },
  });
  let lateRedis: Running | undefined;
  try {
    const path = `/courses/detail/${COURSE_ID}?tab=3`;
    const withoutRedis = await fetch(`${late.url}${path}`);
    expect(withoutRedis.status).toBe(200);
    expect(await withoutRedis.text()).toContain("课程目录");

    lateRedis = await startRedis(LATE_REDIS_PORT);
    // Its client reconnects on its own; what it renders from then on is stored in the shared Redis.
    await expect
      .poll(async () => ((await fetch(`${late.url}${path}`)).ok ? storedKeys() : 0), { timeout: 20_000 })
      .toBeGreaterThan(0);
  } finally {
    await late.stop();
    await lateRedis?.stop();
  }
});
