/** @jest-environment node */
import { loadMemberDetail, loadRequestMember, loadSystemConfig, readRequestToken } from "../server/bootstrap";

const mockCookies = new Map<string, string>();
const mockCookiesCall = jest.fn();
/** The raw request headers instead, when a test needs what a Map cannot hold (a name twice, the scheme). */
let mockRequestHeaders: Record<string, string> | null = null;
jest.mock("next/headers", () => ({
  // The request's headers, its Cookie header made of mockCookies (the session is read from the raw header).
  headers: async () => {
    mockCookiesCall();
    if (mockRequestHeaders) return new Headers(mockRequestHeaders);
    return new Headers({ cookie: [...mockCookies].map(([name, value]) => `${name}=${value}`).join("; ") });
  },
}));
// React's cache() is per request in Next; in a plain test every call runs.
jest.mock("react", () => ({ ...jest.requireActual("react"), cache: <T>(fn: T) => fn }));

function envelope(data: unknown, code = 0, message = "") {
  return new Response(JSON.stringify({ code, message, data }), { headers: { "Content-Type": "application/json" } });
}

const MEMBER = { id: 1, nick_name: "学员", avatar: "/images/default_avatar.jpg", is_face_verify: false };

describe("server start sequence", () => {
  const fetchMock = jest.fn();
  // Read once, on the first request (lib/shared/env.ts): set before any.
  beforeAll(() => {
    process.env.MEEDU_API_URL = "http://meedu.internal:8000";
  });
  afterAll(() => {
    delete process.env.MEEDU_API_URL;
  });
  beforeEach(() => {
    mockCookies.clear();
    mockRequestHeaders = null;
    mockCookiesCall.mockClear();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("loads the config as a cached public read without looking at the request's cookies", async () => {
    fetchMock.mockResolvedValue(envelope({ name: "网校", url: "https://api.example.com/" }));
    const config = await loadSystemConfig();
    expect(config).toMatchObject({ name: "网校", url: "https://api.example.com" });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toContain("/api/v2/other/config");
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.next).toMatchObject({ revalidate: expect.any(Number) });
    expect(mockCookiesCall).not.toHaveBeenCalled();
  });

  it("resolves null when the config call fails, and logs one line saying why and what it does instead", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(
      new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:8000") }),
    );
    await expect(loadSystemConfig()).resolves.toBeNull();
    expect(warn.mock.calls).toEqual([
      [
        "[降级] 读取系统配置失败（ApiError transport -1: 网络错误，请稍后再试 (connect ECONNREFUSED 127.0.0.1:8000)），改用：无配置（默认站名，媒体地址按 API 地址）",
      ],
    ]);
    warn.mockRestore();
  });

  it("warns once, on the first config read, when MeEdu would send visitors to an internal address", async () => {
    process.env.SITE_URL = "https://www.school.cn";
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      let fresh: typeof import("../server/bootstrap") | null = null;
      await jest.isolateModulesAsync(async () => {
        fresh = await import("../server/bootstrap");
      });
      fetchMock.mockImplementation(async () =>
        envelope({ name: "网校", url: "", user_protocol: "http://meedu.internal:8000/user/protocol" }),
      );
      await fresh!.loadSystemConfig();
      await fresh!.loadSystemConfig();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/^\[配置\] MeEdu 的「API访问地址」未填写.*http:\/\/meedu\.internal:8000/);
    } finally {
      warn.mockRestore();
      delete process.env.SITE_URL;
    }
  });

  it("reads the token cookie, or null when it is missing or empty", async () => {
    await expect(readRequestToken()).resolves.toBeNull();
    mockCookies.set("meedu-user-token", "");
    await expect(readRequestToken()).resolves.toBeNull();
    mockCookies.set("meedu-user-token", "T");
    await expect(readRequestToken()).resolves.toBe("T");
  });

  it.each([
    ["two token cookies (one planted): neither counts", { cookie: "meedu-user-token=T; meedu-user-token=X" }, null],
    ["https: the plain name counts for nothing", { cookie: "meedu-user-token=X", "x-forwarded-proto": "https" }, null],
    [
      "https: the __Host- cookie",
      { cookie: "meedu-user-token=X; __Host-meedu-user-token=T", "x-forwarded-proto": "https" },
      "T",
    ],
    [
      "https: two __Host- cookies",
      { cookie: "__Host-meedu-user-token=T; __Host-meedu-user-token=X", "x-forwarded-proto": "https" },
      null,
    ],
  ])("reads the token from the raw header: %s", async (_, headers, token) => {
    mockRequestHeaders = headers;
    await expect(readRequestToken()).resolves.toBe(token);
    if (token === null) {
      await expect(loadRequestMember()).resolves.toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    }
  });

  it("loads the member with the token as Bearer, uncached, with avatars on the config's origin", async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.includes("other/config")) return envelope({ name: "网校", url: "https://api.example.com" });
      expect((init.headers as Record<string, string>).Authorization).toBe("Bearer T");
      expect(init.cache).toBe("no-store");
      return envelope(MEMBER);
    });
    const user = await loadMemberDetail("T");
    expect(user.name).toBe("学员");
    expect(user.avatar).toBe("https://api.example.com/images/default_avatar.jpg");
    expect(fetchMock.mock.calls.map(([url]) => url).some((url: string) => url.includes("v2/member/detail"))).toBe(true);
  });

  it("falls back to the API origin for avatars when the config cannot be loaded", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes("other/config")) throw new TypeError("fetch failed");
      return envelope(MEMBER);
    });
    const user = await loadMemberDetail("T");
    expect(user.avatar).toBe("http://meedu.internal:8000/images/default_avatar.jpg");
    warn.mockRestore();
  });

  it("gives no member and makes no member request without a token cookie", async () => {
    await expect(loadRequestMember()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the member of the request when a token cookie exists", async () => {
    mockCookies.set("meedu-user-token", "T");
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.includes("other/config")) return envelope({ name: "网校", url: "https://api.example.com" });
      expect((init.headers as Record<string, string>).Authorization).toBe("Bearer T");
      return envelope(MEMBER);
    });
    const member = await loadRequestMember();
    expect(member?.token).toBe("T");
    expect(member?.user.name).toBe("学员");
  });

  it("treats a token the backend rejects as no member", async () => {
    mockCookies.set("meedu-user-token", "expired");
    fetchMock.mockImplementation(async (url: string) =>
      url.includes("other/config") ? envelope({ name: "网校" }) : envelope([], 401, "请登录"),
    );
    await expect(loadRequestMember()).resolves.toBeNull();
  });

  it("lets other failures through (an outage is not a logout)", async () => {
    mockCookies.set("meedu-user-token", "T");
    fetchMock.mockImplementation(async (url: string) =>
      url.includes("other/config") ? envelope({ name: "网校" }) : new Response("<html>", { status: 500 }),
    );
    await expect(loadRequestMember()).rejects.toMatchObject({ kind: "transport", httpStatus: 500 });
  });
});
