/** @jest-environment node */
import { NextRequest } from "next/server";

// IndexNow's key file: /{INDEXNOW_KEY}.txt answers the key as text/plain through the registry's file
// route; any other key, the internal route, and every key while INDEXNOW_KEY is unset are 404.

const KEY = "5f1e0c9a-indexnow-key";

type Middleware = typeof import("../../middleware");
type KeyRoute = typeof import("../../app/indexnow-key/[view]/route");

async function load(key: string | undefined): Promise<{ middleware: Middleware; route: KeyRoute }> {
  delete process.env.INDEXNOW_KEY;
  if (key !== undefined) process.env.INDEXNOW_KEY = key;
  jest.resetModules();
  return { middleware: await import("../../middleware"), route: await import("../../app/indexnow-key/[view]/route") };
}

afterEach(() => {
  delete process.env.INDEXNOW_KEY;
});

async function rewriteOf(middleware: Middleware, target: string): Promise<string | null> {
  const response = await middleware.middleware(new NextRequest(`http://127.0.0.1:3000${target}`));
  const rewrite = response.headers.get("x-middleware-rewrite");
  return rewrite ? new URL(rewrite).pathname : response.headers.get("location");
}

describe("/{key}.txt", () => {
  it("is served from the key file's view, and the view answers the key as text", async () => {
    const { middleware, route } = await load(KEY);
    expect(await rewriteOf(middleware, `/${KEY}.txt`)).toBe("/indexnow-key/index");
    const answer = route.GET();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await answer.text()).toBe(KEY);
  });

  it.each([
    ["another key", "/0123456789abcdef.txt"],
    ["the key in another case", `/${KEY.toUpperCase()}.txt`],
    ["the key with a prefix", `/x${KEY}.txt`],
    ["the internal route", "/indexnow-key/index"],
  ])("is 404 for %s", async (_, target) => {
    const { middleware } = await load(KEY);
    expect(await rewriteOf(middleware, target)).toBe("/404");
  });

  it("is 404 for every key while INDEXNOW_KEY is unset", async () => {
    const { middleware, route } = await load(undefined);
    expect(await rewriteOf(middleware, `/${KEY}.txt`)).toBe("/404");
    expect(route.GET().status).toBe(404);
  });

  it("leaves robots.txt alone", async () => {
    const { middleware } = await load(KEY);
    expect(await rewriteOf(middleware, "/robots.txt")).toBe("/robots-txt/index");
  });
});
