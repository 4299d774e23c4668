/** @jest-environment node */
import { NextRequest } from "next/server";
import { middleware } from "@/middleware";

// Middleware's optimistic check of protected pages, from the session cookie as every reader
// takes it: the scheme's name only, and two session cookies refused (told on /login, cleared).

const SITE = "http://127.0.0.1:3100";

async function visit(path: string, cookie: string, https = false) {
  const request = new NextRequest(`${SITE}${path}`, {
    headers: { cookie, "x-forwarded-proto": https ? "https" : "http", "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" },
  });
  const response = await middleware(request);
  const location = response.headers.get("location");
  return {
    status: response.status,
    location: location ? new URL(location).pathname + new URL(location).search : null,
    setCookies: response.headers.getSetCookie(),
  };
}

beforeAll(() => {
  process.env.SITE_URL = SITE;
});
afterAll(() => {
  delete process.env.SITE_URL;
});

describe("protected pages", () => {
  const passes: [string, string, boolean][] = [
    ["http, the plain token", "meedu-user-token=T; meedu-signed-in=1", false],
    ["https, the __Host- token", "__Host-meedu-user-token=T; __Host-meedu-signed-in=1", true],
    [
      "https, a planted plain token next to the member's",
      "meedu-user-token=X; __Host-meedu-user-token=T; __Host-meedu-signed-in=1",
      true,
    ],
    [
      "https, a planted plain pending flag (only __Host- flags count)",
      "__Host-meedu-user-token=T; __Host-meedu-signed-in=1; meedu-bind-mobile=ok",
      true,
    ],
  ];
  it.each(passes)("%s: the page renders", async (_, cookie, https) => {
    const outcome = await visit("/member/orders", cookie, https);
    expect(outcome).toMatchObject({ status: 200, location: null, setCookies: [] });
  });

  it("https, only a plain-named token: a visitor, sent to /login", async () => {
    const outcome = await visit("/member/orders", "meedu-user-token=PLANTED", true);
    expect(outcome).toMatchObject({ status: 307, location: "/login?redirect=%2Fmember%2Forders", setCookies: [] });
  });

  it("https, the __Host- pending flag still sends to /bind-mobile", async () => {
    const outcome = await visit("/member", "__Host-meedu-user-token=T; __Host-meedu-bind-mobile=ok", true);
    expect(outcome.location).toBe("/bind-mobile?redirect=%2Fmember");
  });

  const conflicts: [string, string, boolean, string][] = [
    ["http, two plain tokens", "meedu-user-token=X; meedu-user-token=T; meedu-signed-in=1", false, "meedu-"],
    ["http, two plain tokens, no marker", "meedu-user-token=T; meedu-user-token=X", false, "meedu-"],
    ["https, two __Host- tokens", "__Host-meedu-user-token=T; __Host-meedu-user-token=X", true, "__Host-meedu-"],
  ];
  it.each(conflicts)(
    "%s: signed out, told 请重新登录 on /login, the cookies cleared",
    async (_, cookie, https, prefix) => {
      const outcome = await visit("/member/orders?page=2", cookie, https);
      expect(outcome.status).toBe(307);
      expect(outcome.location).toBe("/login?redirect=%2Fmember%2Forders%3Fpage%3D2&relogin=1");
      const cleared = outcome.setCookies.filter((line) => line.includes("Max-Age=0"));
      expect(cleared).toEqual(outcome.setCookies);
      expect(cleared.some((line) => line.startsWith(`${prefix}user-token=;`) && line.includes("Path=/;"))).toBe(true);
      expect(cleared.some((line) => line.startsWith(`${prefix}signed-in=;`))).toBe(true);
    },
  );
});
