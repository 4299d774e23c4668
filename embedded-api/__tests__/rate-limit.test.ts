import type { EmbeddedApiOptions } from "../types";
import { createTestApi, type TestApi } from "../test-support/harness";

const TOO_MANY = { code: 429, message: "请稍后再试", data: [] };
const LIMIT = 120;

describe("rate limit (MeEdu throttle:120,1 per client IP)", () => {
  let api: TestApi;
  afterEach(() => api.close());

  const start = async (options: Partial<EmbeddedApiOptions> = {}) => {
    api = await createTestApi({ rateLimitPerMinute: LIMIT, ...options });
  };
  /** GET /api/v3/status from a socket address, with optional extra headers; returns the envelope code. */
  const status = async (remoteAddress: string, headers: Record<string, string> = {}) => {
    const res = await api.app.inject({ method: "GET", url: "/api/v3/status", remoteAddress, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    if (body.code === 429) expect(body).toEqual(TOO_MANY);
    return body.code as number;
  };
  const codes = async (count: number, request: (i: number) => Promise<number>) => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(await request(i));
    return out;
  };
  const randomIp = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 256)).join(".");
  const expectLimitedAfter = (result: number[], allowed: number) => {
    expect(result.slice(0, allowed).every((code) => code === 0)).toBe(true);
    expect(result.slice(allowed).every((code) => code === 429)).toBe(true);
  };

  it("counts a fixed one-minute window per IP; other paths are not limited", async () => {
    await start({ rateLimitPerMinute: 3 });
    expectLimitedAfter(await codes(4, () => status("203.0.113.7")), 3);
    expect(await status("203.0.113.8")).toBe(0);
    expect(
      (await api.app.inject({ method: "GET", url: "/images/logo.svg", remoteAddress: "203.0.113.7" })).statusCode,
    ).toBe(200);
    api.advance(61_000);
    expect(await status("203.0.113.7")).toBe(0);
  });

  it.each<[string, string, Partial<EmbeddedApiOptions>]>([
    ["a remote peer, no trusted proxies", "198.51.100.20", {}],
    ["a loopback peer, no trusted proxies", "127.0.0.1", {}],
    ["an IPv6 loopback peer, no trusted proxies", "::1", {}],
    ["a remote peer, another proxy trusted", "198.51.100.20", { trustedProxies: ["10.0.0.1"] }],
  ])("ignores X-Forwarded-For from an untrusted peer (%s)", async (_case, peer, options) => {
    await start(options);
    const result = await codes(150, () => status(peer, { "x-forwarded-for": randomIp() }));
    expectLimitedAfter(result, LIMIT);
  });

  it.each([",", " , ", ",,,", "", "unknown", "127.0.0.1", "::1", "198.51.100.9, ,"])(
    "X-Forwarded-For %j does not exempt loopback requests",
    async (xff) => {
      await start();
      expectLimitedAfter(await codes(LIMIT + 1, () => status("127.0.0.1", { "x-forwarded-for": xff })), LIMIT);
    },
  );

  it("throttles loopback requests without X-Forwarded-For like any other client", async () => {
    await start({ trustedProxies: ["127.0.0.1", "::1"] });
    expectLimitedAfter(await codes(LIMIT + 1, () => status("127.0.0.1")), LIMIT);
  });

  it("gives each visitor behind a trusted proxy their own budget, walking the chain from the right", async () => {
    await start({ trustedProxies: ["127.0.0.1", "10.0.0.0/8"] });
    expectLimitedAfter(await codes(LIMIT + 1, () => status("127.0.0.1", { "x-forwarded-for": "203.0.113.1" })), LIMIT);
    expect(await status("127.0.0.1", { "x-forwarded-for": "203.0.113.2" })).toBe(0);
    // A visitor who sends their own X-Forwarded-For through a proxy that appends to it still has one budget.
    const spoofed = await codes(LIMIT + 1, () =>
      status("127.0.0.1", { "x-forwarded-for": `${randomIp()}, 203.0.113.3, 10.1.2.3` }),
    );
    expectLimitedAfter(spoofed, LIMIT);
    // The proxy's own requests count as the proxy's.
    expect(await status("::ffff:127.0.0.1")).toBe(0);
  });

  it("puts forwarded values that are not IPs into one shared budget", async () => {
    await start({ trustedProxies: ["127.0.0.1"] });
    expectLimitedAfter(await codes(LIMIT + 1, (i) => status("127.0.0.1", { "x-forwarded-for": `junk-${i}` })), LIMIT);
  });

  it("never throttles a whitelisted client IP, direct or behind a trusted proxy, and nothing else", async () => {
    await start({ throttleWhitelistIps: ["127.0.0.1", "192.0.2.0/24"], trustedProxies: ["127.0.0.1"] });
    expect((await codes(LIMIT + 30, () => status("127.0.0.1"))).every((code) => code === 0)).toBe(true);
    expect((await codes(LIMIT + 30, () => status("::ffff:127.0.0.1"))).every((code) => code === 0)).toBe(true);
    expect(
      (await codes(LIMIT + 30, () => status("127.0.0.1", { "x-forwarded-for": "192.0.2.44" }))).every(
        (code) => code === 0,
      ),
    ).toBe(true);
    // Claiming a whitelisted address from an untrusted peer does not count.
    expectLimitedAfter(await codes(LIMIT + 1, () => status("203.0.113.50", { "x-forwarded-for": "127.0.0.1" })), LIMIT);
    expectLimitedAfter(await codes(LIMIT + 1, () => status("127.0.0.1", { "x-forwarded-for": "203.0.113.51" })), LIMIT);
  });

  it("reports the budget in headers (none on MeEdu's throttled answer), counts unknown /api/ paths, and leaves preflights and other paths alone", async () => {
    await start({ rateLimitPerMinute: 2 });
    const get = (url: string, method: "GET" | "OPTIONS" = "GET") =>
      api.app.inject({ method, url, remoteAddress: "203.0.113.70" });
    expect((await get("/api/v3/status")).headers).toMatchObject({
      "x-ratelimit-limit": "2",
      "x-ratelimit-remaining": "1",
    });
    expect((await get("/api/v2/nope")).json()).toEqual({ code: 404, message: "路由不存在", data: [] });
    api.advance(20_000);
    const over = await get("/api/v2/nope");
    expect([over.statusCode, over.json()]).toEqual([200, TOO_MANY]);
    for (const name of ["retry-after", "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) {
      expect(over.headers[name]).toBeUndefined();
    }
    expect(over.headers["access-control-allow-origin"]).toBe("*");
    expect((await get("/api/v3/status", "OPTIONS")).statusCode).toBe(204);
    const image = await get("/images/logo.svg");
    expect(image.statusCode).toBe(200);
    expect(image.headers["x-ratelimit-limit"]).toBeUndefined();
  });

  it("is off with a limit of 0", async () => {
    await start({ rateLimitPerMinute: 0 });
    expect((await codes(LIMIT + 10, () => status("203.0.113.60"))).every((code) => code === 0)).toBe(true);
  });
});
