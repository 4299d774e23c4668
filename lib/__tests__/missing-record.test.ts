/** @jest-environment node */
import { NextRequest } from "next/server";
import { middleware } from "../../middleware";

// A page's notFound() is an empty HTML shell without JavaScript (vercel/next.js#62228): an address
// naming a record the backend does not have is answered by middleware with the not-found route,
// whose HTML is the not-found page. A backend that cannot answer decides nothing (the page does).

const ORIGIN = "http://127.0.0.1:3100";
const API = "http://127.0.0.1:8999";
const MEMBER = "meedu-user-token=T; meedu-signed-in=1";

const fetchMock = jest.fn();
const realFetch = global.fetch;

const envelope = (data: unknown, code = 0, message = "") =>
  new Response(JSON.stringify({ code, message, data }), { headers: { "Content-Type": "application/json" } });

/** The embedded API's answers: records 1-10 exist, anything else is MeEdu's 404; id 77 is throttled. */
function backend(url: string): Response {
  const { pathname } = new URL(url);
  const id = Number(pathname.split("/").pop());
  if (id === 77) return envelope([], 429, "请求过于频繁");
  if (id > 10) return envelope([], 404, "资源不存在");
  if (pathname.includes("/announcement/")) return envelope({ id, title: `公告${id}`, announcement: "<p>x</p>" });
  if (pathname.includes("/video/")) return envelope({ video: { id, course_id: 1, title: "课时" }, course: { id: 1 } });
  return envelope({ course: { id, title: `课程${id}` }, chapters: [], videos: [] });
}

async function answer(target: string, cookie = "") {
  const response = await middleware(
    new NextRequest(`${ORIGIN}${target}`, { headers: { cookie, "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" } }),
  );
  const rewrite = response.headers.get("x-middleware-rewrite");
  return { status: response.status, rewrite: rewrite ? new URL(rewrite).pathname : null };
}

beforeAll(() => {
  process.env.SITE_URL = ORIGIN;
  process.env.MEEDU_API_URL = API;
});
afterAll(() => {
  delete process.env.SITE_URL;
  delete process.env.MEEDU_API_URL;
  global.fetch = realFetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => backend(url));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const MISSING: [string, string, string][] = [
  ["an unknown course", "/courses/detail/9999", ""],
  ["an unknown course, another tab", "/courses/detail/9998?tab=3", ""],
  ["an unknown announcement", "/announcement?id=999", ""],
  ["an unknown lesson (a member's page)", "/courses/video/99999", MEMBER],
  ["the pay page without an order number", "/order/pay", MEMBER],
  ["the pay page with an empty order number", "/order/pay?order_no=", MEMBER],
  ["the pay page with a malformed order number", "/order/pay?order_no=%3Cscript%3E", MEMBER],
];
it.each(MISSING)("%s is answered with the not-found page", async (_, target, cookie) => {
  expect(await answer(target, cookie)).toEqual({ status: 200, rewrite: "/404" });
});

const SHOWN: [string, string, string][] = [
  ["a course the backend has", "/courses/detail/3", ""],
  ["the latest announcement (no id)", "/announcement", ""],
  ["an announcement the backend has", "/announcement?id=2", ""],
  ["a lesson the backend has", "/courses/video/5", MEMBER],
  ["a well-formed order number (its status needs the member's token: the page asks)", "/order/pay?order_no=A1", MEMBER],
  ["a throttled backend: no answer, the page decides", "/courses/detail/77", ""],
];
it.each(SHOWN)("%s goes on to its page", async (_, target, cookie) => {
  expect((await answer(target, cookie)).rewrite).not.toBe("/404");
});

it("a backend that cannot be reached decides nothing", async () => {
  fetchMock.mockRejectedValue(new TypeError("fetch failed"));
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  expect((await answer("/courses/detail/8888")).rewrite).not.toBe("/404");
});

it("a visitor on a member's page is sent to /login first, without asking the backend", async () => {
  expect((await answer("/courses/video/99999")).status).toBe(307);
  expect(fetchMock).not.toHaveBeenCalled();
});

it("asks the backend once per record within a minute, missing or not", async () => {
  for (let i = 0; i < 3; i += 1) {
    await answer("/courses/detail/9997");
    await answer("/courses/detail/4");
  }
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("a slow backend holds the page a moment at most; its answer serves the next request", async () => {
  let answerNow: () => void = () => undefined;
  fetchMock.mockImplementation(
    (url: string) => new Promise<Response>((resolve) => (answerNow = () => resolve(backend(url)))),
  );
  const started = Date.now();
  // The render's deadline starts after middleware: waiting out the whole read would add to it.
  expect((await answer("/courses/detail/9996")).rewrite).not.toBe("/404");
  expect(Date.now() - started).toBeLessThan(2000);
  answerNow();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect((await answer("/courses/detail/9996")).rewrite).toBe("/404");
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
