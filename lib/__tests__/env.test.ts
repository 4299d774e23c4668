/** @jest-environment node */
import { DEVELOPMENT_API_URL, EnvError, parseSiteEnv, siteEnv, type EnvSource } from "../shared/env";

const PRODUCTION = { production: true };
const DEVELOPMENT = { production: false };
const DEPLOYED: EnvSource = { MEEDU_API_URL: "https://api.school.cn/", SITE_URL: "https://www.school.cn/" };

function problemsOf(source: EnvSource, options = PRODUCTION): string[] {
  try {
    parseSiteEnv(source, options);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("expected an EnvError");
}

describe("parseSiteEnv in production", () => {
  it("stops on a missing MEEDU_API_URL with one message naming it", () => {
    expect(() => parseSiteEnv({ SITE_URL: "https://www.school.cn" }, PRODUCTION)).toThrow(
      new EnvError([
        "MEEDU_API_URL is not set: production needs the MeEdu backend's origin, e.g. MEEDU_API_URL=https://api.school.cn.",
      ]),
    );
  });

  it("stops on a missing SITE_URL with one message naming it", () => {
    expect(problemsOf({ MEEDU_API_URL: "https://api.school.cn" })).toEqual([
      "SITE_URL is not set: production needs the site's public origin, e.g. SITE_URL=https://www.school.cn.",
    ]);
  });

  it("names both when both are missing, and counts blank values as missing", () => {
    const problems = problemsOf({ MEEDU_API_URL: "  ", SITE_URL: "" });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^MEEDU_API_URL is not set/);
    expect(problems[1]).toMatch(/^SITE_URL is not set/);
  });

  it("refuses URLs that are not http(s), carry credentials or a query, and a SITE_URL with a path", () => {
    expect(problemsOf({ ...DEPLOYED, MEEDU_API_URL: "api.school.cn" })).toEqual([
      'MEEDU_API_URL must be an http(s) URL such as https://api.school.cn, got "api.school.cn".',
    ]);
    expect(problemsOf({ ...DEPLOYED, MEEDU_API_URL: "https://user:pw@api.school.cn" })[0]).toMatch(
      /^MEEDU_API_URL must be/,
    );
    expect(problemsOf({ ...DEPLOYED, SITE_URL: "ftp://www.school.cn" })[0]).toMatch(
      /^SITE_URL must be an http\(s\) origin/,
    );
    expect(problemsOf({ ...DEPLOYED, SITE_URL: "https://www.school.cn/pc" })).toEqual([
      'SITE_URL must be an http(s) origin such as https://www.school.cn (no path), got "https://www.school.cn/pc".',
    ]);
  });

  it("normalises what it accepts", () => {
    const env = parseSiteEnv(
      { MEEDU_API_URL: " https://school.cn/meedu// ", SITE_URL: "HTTPS://WWW.School.cn:443/" },
      PRODUCTION,
    );
    expect(env.meeduApiUrl).toBe("https://school.cn/meedu");
    expect(env.siteUrl).toBe("https://www.school.cn");
  });

  it("reads the optional settings", () => {
    const env = parseSiteEnv(
      {
        ...DEPLOYED,
        PORT: "8080",
        MEEDU_H5_ROUTE_STYLE: "path",
        REDIS_URL: "redis://127.0.0.1:6379",
        PAGE_CACHE_MB: "160",
        REVALIDATE_SECRET: "0123456789abcdef0123456789abcdef",
        TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8, ::1, fd00::/8",
        ASSET_ORIGINS: "https://cdn.school.cn/covers, https://vod.school.cn",
        EMBEDDED_API_PUBLIC_URL: "https://cdn.school.cn",
      },
      PRODUCTION,
    );
    expect(env).toMatchObject({
      port: 8080,
      h5RouteStyle: "path",
      redisUrl: "redis://127.0.0.1:6379",
      pageCacheMb: 160,
      revalidateSecret: "0123456789abcdef0123456789abcdef",
      trustedProxies: ["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"],
      assetOrigins: ["https://cdn.school.cn", "https://vod.school.cn"],
    });
  });

  it("names every malformed optional setting", () => {
    const problems = problemsOf({
      ...DEPLOYED,
      PORT: "80a",
      MEEDU_H5_ROUTE_STYLE: "Path",
      REDIS_URL: "127.0.0.1:6379",
      PAGE_CACHE_MB: "1",
      TRUSTED_PROXIES: "nginx, 10.0.0.0/33",
      ASSET_ORIGINS: "javascript:alert(1)",
      REVALIDATE_SECRET: "s3cret",
    });
    expect(problems).toEqual([
      'PORT must be a whole number from 1 to 65535, got "80a".',
      'MEEDU_H5_ROUTE_STYLE must be "hash" or "path", got "Path".',
      'REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, got "127.0.0.1:6379".',
      'PAGE_CACHE_MB must be a whole number from 2 to 1024, got "1".',
      'TRUSTED_PROXIES lists "nginx", which is not an IP address or CIDR range (host names are not resolved).',
      'TRUSTED_PROXIES lists "10.0.0.0/33", which is not an IP address or CIDR range (host names are not resolved).',
      'ASSET_ORIGINS must hold http(s) URLs such as https://cdn.school.cn, got "javascript:alert(1)".',
      "REVALIDATE_SECRET must be at least 32 characters (it guards cache invalidation; e.g. openssl rand -hex 32), got 6.",
    ]);
  });
});

describe("parseSiteEnv in development and tests", () => {
  it("defaults MEEDU_API_URL to the embedded API and SITE_URL to http://localhost:$PORT", () => {
    expect(parseSiteEnv({}, DEVELOPMENT)).toMatchObject({
      meeduApiUrl: DEVELOPMENT_API_URL,
      siteUrl: "http://localhost:3000",
      port: 3000,
      hostname: "0.0.0.0",
      siteDir: null,
      h5RouteStyle: "hash",
      redisUrl: null,
      pageCacheMb: 80,
      revalidateSecret: null,
      trustedProxies: [],
      assetOrigins: [],
    });
    expect(DEVELOPMENT_API_URL).toBe("http://127.0.0.1:8000");
    expect(parseSiteEnv({ PORT: "3100" }, DEVELOPMENT).siteUrl).toBe("http://localhost:3100");
  });

  it("still refuses a malformed value", () => {
    expect(problemsOf({ SITE_URL: "www.school.cn" }, DEVELOPMENT)).toEqual([
      'SITE_URL must be an http(s) origin such as https://www.school.cn (no path), got "www.school.cn".',
    ]);
  });
});

describe("parseSiteEnv: operating settings", () => {
  it("serves metrics to loopback only, logs JSON at info, and lets Next record requests by default", () => {
    expect(parseSiteEnv(DEPLOYED, PRODUCTION)).toMatchObject({
      metrics: true,
      metricsAllow: [],
      logLevel: "info",
      logFormat: "json",
      requestRecorder: "next",
    });
  });

  it("writes readable lines in development", () => {
    expect(parseSiteEnv({ NODE_ENV: "development" }, DEVELOPMENT).logFormat).toBe("pretty");
    expect(parseSiteEnv({ NODE_ENV: "development", LOG_FORMAT: "json" }, DEVELOPMENT).logFormat).toBe("json");
  });

  it("reads what it accepts", () => {
    expect(
      parseSiteEnv(
        {
          ...DEPLOYED,
          METRICS: "off",
          METRICS_ALLOW: "10.0.0.0/8, 192.0.2.7, fd00::/8",
          LOG_LEVEL: "warn",
          REQUEST_RECORDER: "site-server",
        },
        PRODUCTION,
      ),
    ).toMatchObject({
      metrics: false,
      metricsAllow: ["10.0.0.0/8", "192.0.2.7", "fd00::/8"],
      logLevel: "warn",
      requestRecorder: "site-server",
    });
  });

  it("names every malformed one", () => {
    expect(
      problemsOf({
        ...DEPLOYED,
        METRICS: "yes",
        METRICS_ALLOW: "prometheus, 10.0.0.0/40",
        LOG_LEVEL: "verbose",
        LOG_FORMAT: "text",
        REQUEST_RECORDER: "nginx",
      }),
    ).toEqual([
      'METRICS must be "on" or "off", got "yes".',
      'METRICS_ALLOW lists "prometheus", which is not an IP address or CIDR range (host names are not resolved).',
      'METRICS_ALLOW lists "10.0.0.0/40", which is not an IP address or CIDR range (host names are not resolved).',
      'LOG_LEVEL must be one of debug, info, warn, error, silent, got "verbose".',
      'LOG_FORMAT must be "json" or "pretty", got "text".',
      'REQUEST_RECORDER must be "next" or "site-server", got "nginx".',
    ]);
  });
});

describe("search engine push settings", () => {
  const TOKEN = "Abc123Def456Ghi7";
  const KEY = "5f1e0c9a-indexnow-key";

  it("are off while their variables are unset", () => {
    expect(parseSiteEnv(DEPLOYED, PRODUCTION)).toMatchObject({ baiduPush: null, indexNow: null });
  });

  it("derive Baidu's site from SITE_URL as 百度搜索资源平台 names it, and default to the engines' endpoints", () => {
    expect(parseSiteEnv({ ...DEPLOYED, BAIDU_PUSH_TOKEN: TOKEN, INDEXNOW_KEY: KEY }, PRODUCTION)).toMatchObject({
      baiduPush: { token: TOKEN, site: "https://www.school.cn", endpoint: "http://data.zz.baidu.com/urls" },
      indexNow: { key: KEY, endpoint: "https://api.indexnow.org/indexnow" },
    });
    const http = parseSiteEnv({ ...DEPLOYED, SITE_URL: "http://www.school.cn", BAIDU_PUSH_TOKEN: TOKEN }, PRODUCTION);
    expect(http.baiduPush?.site).toBe("www.school.cn");
    const local = parseSiteEnv(
      {
        ...DEPLOYED,
        BAIDU_PUSH_TOKEN: TOKEN,
        BAIDU_PUSH_ENDPOINT: "http://127.0.0.1:9001/urls",
        INDEXNOW_KEY: KEY,
        INDEXNOW_ENDPOINT: "http://127.0.0.1:9002/indexnow",
      },
      PRODUCTION,
    );
    expect(local.baiduPush?.endpoint).toBe("http://127.0.0.1:9001/urls");
    expect(local.indexNow?.endpoint).toBe("http://127.0.0.1:9002/indexnow");
  });

  it.each([
    ["a token with other characters", { BAIDU_PUSH_TOKEN: "abc 123 def 456" }, /^BAIDU_PUSH_TOKEN must be/],
    ["a token too short", { BAIDU_PUSH_TOKEN: "abc" }, /^BAIDU_PUSH_TOKEN must be/],
    ["a key too short", { INDEXNOW_KEY: "abc1234" }, /^INDEXNOW_KEY must be 8 to 128/],
    ["a key too long", { INDEXNOW_KEY: "a".repeat(129) }, /^INDEXNOW_KEY must be 8 to 128/],
    ["a key with a path", { INDEXNOW_KEY: "../../etc/passwd" }, /^INDEXNOW_KEY must be 8 to 128/],
    ["a key with an underscore", { INDEXNOW_KEY: "abcd_efgh" }, /^INDEXNOW_KEY must be 8 to 128/],
    [
      "an endpoint that is not http(s)",
      { BAIDU_PUSH_ENDPOINT: "ftp://data.zz.baidu.com/urls" },
      /^BAIDU_PUSH_ENDPOINT must be/,
    ],
    [
      "an endpoint with a query",
      { INDEXNOW_ENDPOINT: "https://api.indexnow.org/indexnow?x=1" },
      /^INDEXNOW_ENDPOINT must be/,
    ],
  ])("stop start-up on %s, naming the variable without echoing a secret", (_, variables, message) => {
    const problems = problemsOf({ ...DEPLOYED, ...variables });
    expect(problems).toEqual([expect.stringMatching(message)]);
    if ("BAIDU_PUSH_TOKEN" in variables) expect(problems[0]).not.toContain(variables.BAIDU_PUSH_TOKEN);
  });
});

describe("analytics settings", () => {
  const BAIDU_ID = "0123456789abcdef0123456789abcdef";
  const GA4_ID = "G-ABC123XYZ9";
  const UMAMI_ID = "4b3f1c2e-9a8d-4e7f-b6a5-0c1d2e3f4a5b";

  it("are off while their variables are unset", () => {
    expect(parseSiteEnv(DEPLOYED, PRODUCTION).analytics).toEqual({ baidu: null, ga4: null, umami: null });
  });

  it("read each provider alone, with the engines' own script origins by default", () => {
    const only = (variables: EnvSource) => parseSiteEnv({ ...DEPLOYED, ...variables }, PRODUCTION).analytics;
    expect(only({ ANALYTICS_BAIDU_ID: BAIDU_ID })).toEqual({
      baidu: { siteId: BAIDU_ID, origin: "https://hm.baidu.com" },
      ga4: null,
      umami: null,
    });
    expect(only({ ANALYTICS_GA4_ID: GA4_ID })).toEqual({
      baidu: null,
      ga4: { measurementId: GA4_ID, origin: "https://www.googletagmanager.com" },
      umami: null,
    });
    expect(
      only({ ANALYTICS_UMAMI_URL: "https://stats.school.cn/umami/", ANALYTICS_UMAMI_WEBSITE_ID: UMAMI_ID }),
    ).toEqual({ baidu: null, ga4: null, umami: { url: "https://stats.school.cn/umami", websiteId: UMAMI_ID } });
  });

  it("take the script origins tests point at a loopback receiver", () => {
    const { analytics } = parseSiteEnv(
      {
        ...DEPLOYED,
        ANALYTICS_BAIDU_ID: BAIDU_ID,
        ANALYTICS_BAIDU_ORIGIN: "http://127.0.0.1:9301/",
        ANALYTICS_GA4_ID: GA4_ID,
        ANALYTICS_GA4_ORIGIN: "http://127.0.0.1:9302",
      },
      PRODUCTION,
    );
    expect(analytics.baidu?.origin).toBe("http://127.0.0.1:9301");
    expect(analytics.ga4?.origin).toBe("http://127.0.0.1:9302");
  });

  it.each([
    [
      "a Baidu id that is not 32 hex digits",
      { ANALYTICS_BAIDU_ID: "abc123" },
      /^ANALYTICS_BAIDU_ID must be the 32 hex/,
    ],
    [
      "a Baidu id pasted with hm.js",
      { ANALYTICS_BAIDU_ID: `https://hm.baidu.com/hm.js?${BAIDU_ID}` },
      /^ANALYTICS_BAIDU_ID must be/,
    ],
    [
      "a Universal Analytics id",
      { ANALYTICS_GA4_ID: "UA-12345678-1" },
      /^ANALYTICS_GA4_ID must be a GA4 measurement id/,
    ],
    ["a GA4 id in lower case", { ANALYTICS_GA4_ID: "g-abc123xyz9" }, /^ANALYTICS_GA4_ID must be/],
    ["a GTM container id", { ANALYTICS_GA4_ID: "GTM-ABCD123" }, /^ANALYTICS_GA4_ID must be/],
    [
      "an Umami URL that is not http(s)",
      { ANALYTICS_UMAMI_URL: "javascript:alert(1)", ANALYTICS_UMAMI_WEBSITE_ID: UMAMI_ID },
      /^ANALYTICS_UMAMI_URL must be the http\(s\) address/,
    ],
    [
      "an Umami URL without a scheme",
      { ANALYTICS_UMAMI_URL: "stats.school.cn", ANALYTICS_UMAMI_WEBSITE_ID: UMAMI_ID },
      /^ANALYTICS_UMAMI_URL must be/,
    ],
    [
      "an Umami URL with a query",
      { ANALYTICS_UMAMI_URL: "https://stats.school.cn/?x=1", ANALYTICS_UMAMI_WEBSITE_ID: UMAMI_ID },
      /^ANALYTICS_UMAMI_URL must be/,
    ],
    [
      "an Umami website id that is not a UUID",
      { ANALYTICS_UMAMI_URL: "https://stats.school.cn", ANALYTICS_UMAMI_WEBSITE_ID: "my-site" },
      /^ANALYTICS_UMAMI_WEBSITE_ID must be the website's UUID/,
    ],
    [
      "an Umami URL without a website id",
      { ANALYTICS_UMAMI_URL: "https://stats.school.cn" },
      /^ANALYTICS_UMAMI_URL is set without ANALYTICS_UMAMI_WEBSITE_ID/,
    ],
    [
      "an Umami website id without a URL",
      { ANALYTICS_UMAMI_WEBSITE_ID: UMAMI_ID },
      /^ANALYTICS_UMAMI_WEBSITE_ID is set without ANALYTICS_UMAMI_URL/,
    ],
    [
      "a script origin with a path",
      { ANALYTICS_BAIDU_ID: BAIDU_ID, ANALYTICS_BAIDU_ORIGIN: "https://hm.baidu.com/hm.js" },
      /^ANALYTICS_BAIDU_ORIGIN must be an http\(s\) origin/,
    ],
    [
      "a script origin that is not http(s)",
      { ANALYTICS_GA4_ID: GA4_ID, ANALYTICS_GA4_ORIGIN: "data:text/javascript,1" },
      /^ANALYTICS_GA4_ORIGIN must be an http\(s\) origin/,
    ],
  ])("stop start-up on %s, with one message naming the variable", (_, variables, message) => {
    expect(problemsOf({ ...DEPLOYED, ...variables })).toEqual([expect.stringMatching(message)]);
  });
});

describe("siteEnv", () => {
  const env = process.env as Record<string, string | undefined>;
  const saved = { ...env };
  afterEach(() => {
    for (const name of ["NODE_ENV", "NEXT_PHASE", "MEEDU_API_URL", "SITE_URL"]) {
      if (saved[name] === undefined) delete env[name];
      else env[name] = saved[name];
    }
  });

  /** A fresh module: siteEnv() reads the variables on first use only. */
  const freshSiteEnv = () => {
    let read: typeof siteEnv = siteEnv;
    jest.isolateModules(() => {
      read = jest.requireActual<typeof import("../shared/env")>("../shared/env").siteEnv;
    });
    return read;
  };

  it("reads this process's variables once", () => {
    env.MEEDU_API_URL = "http://meedu.internal:8000/";
    env.SITE_URL = "https://www.school.cn";
    const read = freshSiteEnv();
    const first = read();
    env.SITE_URL = "https://elsewhere.example";
    expect(first).toMatchObject({ meeduApiUrl: "http://meedu.internal:8000", siteUrl: "https://www.school.cn" });
    expect(read()).toBe(first);
  });

  it("requires MEEDU_API_URL and SITE_URL when NODE_ENV=production, but not inside next build", () => {
    delete env.MEEDU_API_URL;
    delete env.SITE_URL;
    env.NODE_ENV = "production";
    expect(() => freshSiteEnv()()).toThrow(/^MEEDU_API_URL is not set: .* SITE_URL is not set: /);
    env.NEXT_PHASE = "phase-production-build";
    expect(freshSiteEnv()().meeduApiUrl).toBe(DEVELOPMENT_API_URL);
  });
});
