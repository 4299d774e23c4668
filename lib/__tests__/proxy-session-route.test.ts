/** @jest-environment node */
import { NextRequest } from "next/server";
import { POST, GET } from "@/app/api/[...path]/route";

// The /api proxy's session decisions, through its route handler with a stand-in MeEdu (fetch):
// which answers clear the session cookies (only those to requests that carried them), which
// requests are refused (two session cookies), and what the cookies are called (https: __Host-).

const SITE = "https://www.school.test";
const TOKEN = "member.jwt.token";
const PLANTED = "attacker.jwt.token";

/** What the browser says about where a request comes from. */
const OWN_PAGE = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" };
/** A form on another site posting the top frame here: SameSite=Lax leaves the session cookie off. */
const CROSS_SITE_FORM = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

type Backend = "ok" | "http-401" | "envelope-401" | "http-429" | "envelope-429" | "down" | "login-token";

const envelope = (code: number, data: unknown = [], message = "") =>
  new Response(JSON.stringify({ code, message, data }), { headers: { "content-type": "application/json" } });

function backendAnswer(backend: Backend): Response {
  switch (backend) {
    case "ok":
      return envelope(0);
    case "http-401":
      return new Response(JSON.stringify({ code: 401, message: "请登录", data: [] }), {
        status: 401,
        headers: { "content-type": "application/json" },
      });
    case "envelope-401":
      return envelope(401, [], "请登录");
    case "http-429":
      return new Response("Too Many Requests", { status: 429 });
    case "envelope-429":
      return envelope(429, [], "请稍后再试");
    case "login-token":
      return envelope(0, { token: "issued.jwt.token" });
    case "down":
      throw new TypeError("fetch failed");
  }
}

interface Exchange {
  method: "GET" | "POST";
  path: string;
  cookie?: string;
  https?: boolean;
  from?: Record<string, string>;
  backend: Backend;
}

interface Outcome {
  status: number;
  code: number | null;
  /** The Authorization the backend received; undefined when nothing reached it. */
  bearer: string | null | undefined;
  setCookies: string[];
}

const fetchMock = jest.fn();

async function exchange({ method, path, cookie, https = false, from = OWN_PAGE, backend }: Exchange): Promise<Outcome> {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => backendAnswer(backend));
  const headers = new Headers({ ...from, "x-forwarded-proto": https ? "https" : "http" });
  if (cookie) headers.set("cookie", cookie);
  if (method === "POST") headers.set("content-type", "application/json");
  const request = new NextRequest(`${SITE}/api/${path}`, {
    method,
    headers,
    ...(method === "POST" ? { body: "{}" } : {}),
  });
  const handler = method === "POST" ? POST : GET;
  const response = await handler(request, { params: Promise.resolve({ path: path.split("/") }) });
  const text = await response.text();
  let code: number | null = null;
  try {
    code = (JSON.parse(text) as { code: number }).code;
  } catch {
    code = null;
  }
  const sent = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
  return {
    status: response.status,
    code,
    bearer: sent ? (new Headers(sent.headers).get("authorization") ?? null) : undefined,
    setCookies: response.headers.getSetCookie(),
  };
}

/** The Set-Cookie lines that end a cookie named `name` (Max-Age=0). */
const clearing = (setCookies: string[], name: string) =>
  setCookies.filter((line) => line.startsWith(`${name}=;`) && line.includes("Max-Age=0"));

beforeAll(() => {
  process.env.SITE_URL = SITE;
  process.env.MEEDU_API_URL = "http://meedu.internal:8000";
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterAll(() => {
  delete process.env.SITE_URL;
  delete process.env.MEEDU_API_URL;
  jest.restoreAllMocks();
});

describe("the /api proxy clears the session only for a request that carried it", () => {
  // Requests without the session cookie: whatever the backend answers, no Set-Cookie at all.
  // The cross-site form post is the attack: a member's browser sends no Lax cookie on it.
  const withoutSession: [string, Exchange][] = [
    [
      "a cross-site form POST, MeEdu's HTTP 401",
      { method: "POST", path: "v3/comment/store", from: CROSS_SITE_FORM, backend: "http-401" },
    ],
    [
      "a cross-site form POST, MeEdu's envelope 401",
      { method: "POST", path: "v2/member/detail", from: CROSS_SITE_FORM, backend: "envelope-401" },
    ],
    [
      "a cross-site form POST on https",
      {
        method: "POST",
        path: "v2/member/notificationMarkAllAsRead",
        https: true,
        from: CROSS_SITE_FORM,
        backend: "envelope-401",
      },
    ],
    [
      "a cross-site form POST whose only cookie is the readable marker",
      {
        method: "POST",
        path: "v3/comment/store",
        cookie: "meedu-signed-in=1",
        from: CROSS_SITE_FORM,
        backend: "http-401",
      },
    ],
    ["an own-page read after the cookie expired", { method: "GET", path: "v2/member/detail", backend: "envelope-401" }],
    ["an own-page logout without the cookie", { method: "POST", path: "v2/logout", backend: "envelope-401" }],
    ["an own-page logout without the cookie, backend down", { method: "POST", path: "v2/logout", backend: "down" }],
    [
      "an own-page logout without the cookie, throttled (envelope)",
      { method: "POST", path: "v2/logout", backend: "envelope-429" },
    ],
    [
      "an own-page logout without the cookie, throttled (HTTP 429)",
      { method: "POST", path: "v2/logout", backend: "http-429" },
    ],
    [
      "https: only a plain-named token (a sibling can set that one), 401",
      {
        method: "GET",
        path: "v2/member/detail",
        https: true,
        cookie: `meedu-user-token=${PLANTED}`,
        backend: "envelope-401",
      },
    ],
  ];
  it.each(withoutSession)("%s: nothing cleared", async (_, request) => {
    const outcome = await exchange(request);
    expect(outcome.setCookies).toEqual([]);
    expect(outcome.bearer ?? null).toBeNull();
  });

  // Requests from the site's own pages that carried it.
  const withSession: [string, Exchange][] = [
    [
      "MeEdu's HTTP 401",
      { method: "GET", path: "v2/member/detail", cookie: `meedu-user-token=${TOKEN}`, backend: "http-401" },
    ],
    [
      "MeEdu's envelope 401",
      { method: "GET", path: "v2/member/detail", cookie: `meedu-user-token=${TOKEN}`, backend: "envelope-401" },
    ],
    ["a logout POST", { method: "POST", path: "v2/logout", cookie: `meedu-user-token=${TOKEN}`, backend: "ok" }],
    [
      "a logout POST, backend down",
      { method: "POST", path: "v2/logout", cookie: `meedu-user-token=${TOKEN}`, backend: "down" },
    ],
    [
      "a logout POST, throttled (envelope)",
      { method: "POST", path: "v2/logout", cookie: `meedu-user-token=${TOKEN}`, backend: "envelope-429" },
    ],
    [
      "a logout POST, throttled (HTTP 429)",
      { method: "POST", path: "v2/logout", cookie: `meedu-user-token=${TOKEN}`, backend: "http-429" },
    ],
    [
      "https: MeEdu's envelope 401",
      {
        method: "GET",
        path: "v2/member/detail",
        https: true,
        cookie: `__Host-meedu-user-token=${TOKEN}`,
        backend: "envelope-401",
      },
    ],
    [
      "https: a logout POST",
      { method: "POST", path: "v2/logout", https: true, cookie: `__Host-meedu-user-token=${TOKEN}`, backend: "ok" },
    ],
  ];
  it.each(withSession)("%s: the token went as Bearer and both cookies are cleared", async (_, request) => {
    const outcome = await exchange(request);
    expect(outcome.bearer).toBe(`Bearer ${TOKEN}`);
    const prefix = request.https ? "__Host-" : "";
    expect(clearing(outcome.setCookies, `${prefix}meedu-user-token`)).toHaveLength(1);
    expect(clearing(outcome.setCookies, `${prefix}meedu-signed-in`)).toHaveLength(1);
    expect(outcome.setCookies).toHaveLength(2);
  });

  const keptSessions: [string, Exchange][] = [
    [
      "a logout by GET (MeEdu's logout is a POST)",
      { method: "GET", path: "v2/logout", cookie: `meedu-user-token=${TOKEN}`, backend: "ok" },
    ],
    [
      "a logout by GET, backend down",
      { method: "GET", path: "v2/logout", cookie: `meedu-user-token=${TOKEN}`, backend: "down" },
    ],
    [
      "a logout by GET, throttled",
      { method: "GET", path: "v2/logout", cookie: `meedu-user-token=${TOKEN}`, backend: "envelope-429" },
    ],
    [
      "another read, throttled",
      { method: "GET", path: "v2/member/detail", cookie: `meedu-user-token=${TOKEN}`, backend: "envelope-429" },
    ],
    [
      "another read, backend down",
      { method: "GET", path: "v2/member/detail", cookie: `meedu-user-token=${TOKEN}`, backend: "down" },
    ],
  ];
  it.each(keptSessions)("%s: the session stays", async (_, request) => {
    expect((await exchange(request)).setCookies).toEqual([]);
  });
});

describe("the /api proxy refuses a request that carries two session cookies", () => {
  const conflicts: [string, Exchange][] = [
    [
      "http: the member's token and one planted for the parent domain",
      {
        method: "GET",
        path: "v2/member/detail",
        cookie: `meedu-user-token=${TOKEN}; meedu-user-token=${PLANTED}`,
        backend: "ok",
      },
    ],
    [
      "http: the planted one first (a longer path)",
      {
        method: "GET",
        path: "v2/member/detail",
        cookie: `meedu-user-token=${PLANTED}; meedu-user-token=${TOKEN}; meedu-signed-in=1`,
        backend: "ok",
      },
    ],
    [
      "http: one of them empty",
      {
        method: "POST",
        path: "v3/comment/store",
        cookie: `meedu-user-token=${TOKEN}; meedu-user-token=`,
        backend: "ok",
      },
    ],
    [
      "http: a login with two",
      {
        method: "POST",
        path: "v2/login/password",
        cookie: `meedu-user-token=${TOKEN}; meedu-user-token=${PLANTED}`,
        backend: "login-token",
      },
    ],
    [
      "http: a logout with two",
      {
        method: "POST",
        path: "v2/logout",
        cookie: `meedu-user-token=${TOKEN}; meedu-user-token=${PLANTED}`,
        backend: "ok",
      },
    ],
    [
      "https: two __Host- tokens (a nameless cookie spelled like one)",
      {
        method: "GET",
        path: "v2/member/detail",
        https: true,
        cookie: `__Host-meedu-user-token=${TOKEN}; __Host-meedu-user-token=${PLANTED}`,
        backend: "ok",
      },
    ],
    [
      "https: a public read with two",
      {
        method: "GET",
        path: "v2/courses",
        https: true,
        cookie: `__Host-meedu-user-token=${PLANTED}; __Host-meedu-user-token=${TOKEN}`,
        backend: "ok",
      },
    ],
  ];
  it.each(conflicts)(
    "%s: nothing reaches MeEdu, MeEdu's 请重新登录 comes back, the cookies are cleared",
    async (_, request) => {
      const outcome = await exchange(request);
      expect(outcome.bearer).toBeUndefined();
      expect(outcome).toMatchObject({ status: 200, code: 401 });
      const prefix = request.https ? "__Host-" : "";
      expect(clearing(outcome.setCookies, `${prefix}meedu-user-token`).length).toBeGreaterThanOrEqual(1);
      expect(clearing(outcome.setCookies, `${prefix}meedu-signed-in`).length).toBeGreaterThanOrEqual(1);
      expect(outcome.setCookies.filter((line) => !line.includes("Max-Age=0"))).toEqual([]);
    },
  );

  it("says 请重新登录, never cached", async () => {
    fetchMock.mockReset();
    const request = new NextRequest(`${SITE}/api/v2/member/detail`, {
      headers: { ...OWN_PAGE, cookie: `meedu-user-token=${TOKEN}; meedu-user-token=${PLANTED}` },
    });
    const response = await GET(request, { params: Promise.resolve({ path: ["v2", "member", "detail"] }) });
    expect(await response.json()).toEqual({ code: 401, message: "请重新登录", data: [] });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a conflicting pair from another origin is refused as before, clearing nothing", async () => {
    const outcome = await exchange({
      method: "POST",
      path: "v3/comment/store",
      cookie: `meedu-user-token=${TOKEN}; meedu-user-token=${PLANTED}`,
      from: { "sec-fetch-site": "same-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "empty" },
      backend: "ok",
    });
    expect(outcome).toMatchObject({ status: 403, bearer: undefined, setCookies: [] });
  });

  it("on https a plain-named token next to the member's __Host- one is no second session: it is ignored", async () => {
    const outcome = await exchange({
      method: "GET",
      path: "v2/member/detail",
      https: true,
      cookie: `meedu-user-token=${PLANTED}; __Host-meedu-user-token=${TOKEN}; meedu-user-token=${PLANTED}`,
      backend: "ok",
    });
    expect(outcome).toMatchObject({ status: 200, code: 0, bearer: `Bearer ${TOKEN}`, setCookies: [] });
  });
});

describe("the cookies a login answer sets", () => {
  it("https: __Host- prefixed, Secure, Path=/, no Domain", async () => {
    const outcome = await exchange({ method: "POST", path: "v2/login/password", https: true, backend: "login-token" });
    const [token, marker, ...rest] = outcome.setCookies;
    expect(rest).toEqual([]);
    for (const [line, name] of [
      [token, "__Host-meedu-user-token"],
      [marker, "__Host-meedu-signed-in"],
    ] as const) {
      expect(line.startsWith(`${name}=`)).toBe(true);
      const attributes = line.split("; ").slice(1);
      expect(attributes).toEqual(expect.arrayContaining(["Path=/", "Secure", "SameSite=Lax"]));
      expect(attributes.some((attribute) => /^domain=/i.test(attribute))).toBe(false);
    }
    expect(token).toContain("__Host-meedu-user-token=issued.jwt.token;");
    expect(token.split("; ")).toContain("HttpOnly");
  });

  it("plain http (local use): the plain names, without Secure", async () => {
    const outcome = await exchange({ method: "POST", path: "v2/login/password", backend: "login-token" });
    expect(outcome.setCookies.map((line) => line.split("=")[0])).toEqual(["meedu-user-token", "meedu-signed-in"]);
    for (const line of outcome.setCookies) expect(line.split("; ")).not.toContain("Secure");
  });

  it("https: the session goes as Bearer only from the __Host- cookie", async () => {
    const own = await exchange({
      method: "GET",
      path: "v2/member/detail",
      https: true,
      cookie: `__Host-meedu-user-token=${TOKEN}`,
      backend: "ok",
    });
    expect(own.bearer).toBe(`Bearer ${TOKEN}`);
    const plain = await exchange({
      method: "GET",
      path: "v2/member/detail",
      https: true,
      cookie: `meedu-user-token=${PLANTED}`,
      backend: "ok",
    });
    expect(plain.bearer).toBeNull();
  });
});
