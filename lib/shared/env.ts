import { BAIDU_ANALYTICS_DEFAULT_ORIGIN, GA4_DEFAULT_ORIGIN, type AnalyticsSettings } from "./analytics";
import type { H5Style } from "./h5-route-map";
import { INDEXNOW_KEY_PATTERN } from "./indexnow-key";

// Every environment variable the site reads, read and checked here once: a missing or
// malformed value stops start-up (server/site-server.ts) with a message naming it, instead of
// surfacing later as odd pages. Edge-safe on purpose (middleware imports it): plain
// `process.env.NAME` reads, no Node built-ins.
//
// Read elsewhere, on purpose: NEXT_PUBLIC_* build flags, which Next inlines only where
// `process.env.NEXT_PUBLIC_…` is written out (lib/shared/vip.ts); the embedded API's own
// EMBEDDED_API_* (embedded-api/options.ts); and the plain-JS files npm and Next load before
// anything here is compiled: the launcher (server/start.mjs, which sets MEEDU_API_URL and
// SITE_URL for the site) and Next's cache handler (server/next-cache-handler.mjs, REDIS_URL).

export interface SiteEnv {
  /** MEEDU_API_URL without trailing slashes: the backend's origin (a path prefix is allowed). */
  meeduApiUrl: string;
  /** SITE_URL's origin: canonical links, Open Graph, JSON-LD, sitemap.xml, robots.txt. */
  siteUrl: string;
  port: number;
  /** The site server's listen address. */
  hostname: string;
  /** The project folder the site server runs Next from (default: next to the compiled server). */
  siteDir: string | null;
  h5RouteStyle: H5Style;
  redisUrl: string | null;
  /** PAGE_CACHE_MB: megabytes of the page cache kept in process memory when there is no REDIS_URL. */
  pageCacheMb: number;
  revalidateSecret: string | null;
  /** Addresses and CIDR ranges, parsed by server/client-address.ts. */
  trustedProxies: string[];
  /** Origins pages load media from besides the API: ASSET_ORIGINS and EMBEDDED_API_PUBLIC_URL. */
  assetOrigins: string[];
  /** GET /metrics answers (METRICS=off: 404). */
  metrics: boolean;
  /** Addresses and CIDR ranges besides loopback that may read /metrics (METRICS_ALLOW). */
  metricsAllow: string[];
  logLevel: LogLevel;
  /** One JSON object per line, or a short readable line (development's default). */
  logFormat: "json" | "pretty";
  /**
   * Who records each HTTP request (metrics and its log line). `next`: Next's own request span
   * and middleware, for Next's standalone server. `site-server`: npm start's entry point, which
   * sees every answer whole, sets this for its own process.
   */
  requestRecorder: "next" | "site-server";
  /** Baidu's 普通收录 push (BAIDU_PUSH_TOKEN), off when unset. */
  baiduPush: BaiduPushSettings | null;
  /** IndexNow push (INDEXNOW_KEY), off when unset. */
  indexNow: IndexNowSettings | null;
  /** 百度统计, GA4 and Umami (ANALYTICS_*), each off while unset. */
  analytics: AnalyticsSettings;
}

export interface BaiduPushSettings {
  token: string;
  /** The site as registered in 百度搜索资源平台: `https://host` for an https site, the bare host for http. */
  site: string;
  /** BAIDU_PUSH_ENDPOINT, without query. */
  endpoint: string;
}

export interface IndexNowSettings {
  key: string;
  /** INDEXNOW_ENDPOINT. */
  endpoint: string;
}

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type EnvSource = Readonly<Record<string, string | undefined>>;

/** Development and test only: the embedded API's default address. */
export const DEVELOPMENT_API_URL = "http://127.0.0.1:8000";
const DEFAULT_PORT = 3000;
/**
 * The in-process page cache (server/view-partitioned-cache.ts), counted as the cache library counts
 * it: each entry's JSON length. Measured: 48 MB of catalog views took 37 MB of the instance's 256 MB
 * heap and 51 MB of buffers beside it.
 */
const DEFAULT_PAGE_CACHE_MB = 80;
const MIN_PAGE_CACHE_MB = 2;
const MAX_PAGE_CACHE_MB = 1024;
/** POST /api/revalidate expires every public page: its secret must not be guessable. */
export const MIN_REVALIDATE_SECRET_LENGTH = 32;
/** Baidu's documented 普通收录 address (its examples use http). */
export const BAIDU_PUSH_DEFAULT_ENDPOINT = "http://data.zz.baidu.com/urls";
/** IndexNow's shared endpoint: it hands each push on to every participating engine (Bing, Yandex, Seznam…). */
export const INDEXNOW_DEFAULT_ENDPOINT = "https://api.indexnow.org/indexnow";
/** The token 百度搜索资源平台 shows (16 letters and digits today); anything else is a paste mistake. */
const BAIDU_PUSH_TOKEN_PATTERN = /^[A-Za-z0-9]{8,64}$/;

/** The 32 hex digits 百度统计 puts after hm.js? in the code it hands out. */
const BAIDU_ANALYTICS_ID_PATTERN = /^[0-9a-f]{32}$/i;
/** A GA4 measurement id (a data stream's), such as G-ABC123XYZ9; UA- ids ended with Universal Analytics. */
const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;
/** Umami's website ids are UUIDs. */
const UMAMI_WEBSITE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(" "));
    this.name = "EnvError";
  }
}

const REQUIRED_IN_PRODUCTION = {
  MEEDU_API_URL: "the MeEdu backend's origin, e.g. MEEDU_API_URL=https://api.school.cn",
  SITE_URL: "the site's public origin, e.g. SITE_URL=https://www.school.cn",
} as const;

function httpUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    const plain = !url.username && !url.password && !url.search && !url.hash;
    return (url.protocol === "http:" || url.protocol === "https:") && plain ? url : null;
  } catch {
    return null; // not a URL at all: the caller names the variable
  }
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*$/i;

function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split("/");
  const family = IPV4.test(address) ? 4 : IPV6.test(address) ? 6 : 0;
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const commaList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Checks `source` and returns the site's settings, or throws one EnvError naming every bad
 * variable. `production`: MEEDU_API_URL and SITE_URL must be set; elsewhere they default to
 * the embedded API (DEVELOPMENT_API_URL) and http://localhost:$PORT.
 */
export function parseSiteEnv(source: EnvSource, { production }: { production: boolean }): SiteEnv {
  const problems: string[] = [];
  const value = (name: string) => source[name]?.trim() || undefined;

  const integer = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (/^\d+$/.test(raw) && parsed >= min && parsed <= max) return parsed;
    const range = max < Number.MAX_SAFE_INTEGER ? `from ${min} to ${max}` : `of at least ${min}`;
    problems.push(`${name} must be a whole number ${range}, got "${raw}".`);
    return fallback;
  };

  const required = (name: keyof typeof REQUIRED_IN_PRODUCTION, fallback: string) => {
    const raw = value(name);
    if (raw !== undefined) return raw;
    if (production) problems.push(`${name} is not set: production needs ${REQUIRED_IN_PRODUCTION[name]}.`);
    return fallback;
  };

  const port = integer("PORT", DEFAULT_PORT, 1, 65535);

  const apiRaw = required("MEEDU_API_URL", DEVELOPMENT_API_URL);
  if (!httpUrl(apiRaw))
    problems.push(`MEEDU_API_URL must be an http(s) URL such as https://api.school.cn, got "${apiRaw}".`);

  const siteRaw = required("SITE_URL", `http://localhost:${port}`);
  const site = httpUrl(siteRaw);
  if (!site || site.pathname !== "/") {
    problems.push(`SITE_URL must be an http(s) origin such as https://www.school.cn (no path), got "${siteRaw}".`);
  }

  const h5RouteStyle = value("MEEDU_H5_ROUTE_STYLE") ?? "hash";
  if (h5RouteStyle !== "hash" && h5RouteStyle !== "path") {
    problems.push(`MEEDU_H5_ROUTE_STYLE must be "hash" or "path", got "${h5RouteStyle}".`);
  }

  const redisUrl = value("REDIS_URL") ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/[^/\s]+/i.test(redisUrl)) {
    problems.push(`REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, got "${redisUrl}".`);
  }

  const pageCacheMb = integer("PAGE_CACHE_MB", DEFAULT_PAGE_CACHE_MB, MIN_PAGE_CACHE_MB, MAX_PAGE_CACHE_MB);

  const trustedProxies = commaList(source.TRUSTED_PROXIES);
  for (const entry of trustedProxies.filter((item) => !isAddressOrRange(item))) {
    problems.push(
      `TRUSTED_PROXIES lists "${entry}", which is not an IP address or CIDR range (host names are not resolved).`,
    );
  }

  const origins = (name: string, entries: string[]) =>
    entries.flatMap((entry) => {
      const url = httpUrl(entry);
      if (!url) problems.push(`${name} must hold http(s) URLs such as https://cdn.school.cn, got "${entry}".`);
      return url ? [url.origin] : [];
    });
  const embeddedApiPublicUrl = value("EMBEDDED_API_PUBLIC_URL");
  const assetOrigins = [
    ...origins("ASSET_ORIGINS", commaList(source.ASSET_ORIGINS)),
    ...origins("EMBEDDED_API_PUBLIC_URL", embeddedApiPublicUrl ? [embeddedApiPublicUrl] : []),
  ];

  const metrics = value("METRICS") ?? "on";
  if (metrics !== "on" && metrics !== "off") problems.push(`METRICS must be "on" or "off", got "${metrics}".`);
  const metricsAllow = commaList(source.METRICS_ALLOW);
  for (const entry of metricsAllow.filter((item) => !isAddressOrRange(item))) {
    problems.push(
      `METRICS_ALLOW lists "${entry}", which is not an IP address or CIDR range (host names are not resolved).`,
    );
  }

  const logLevel = value("LOG_LEVEL") ?? "info";
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${logLevel}".`);
  }
  const logFormat = value("LOG_FORMAT") ?? (value("NODE_ENV") === "development" ? "pretty" : "json");
  if (logFormat !== "json" && logFormat !== "pretty") {
    problems.push(`LOG_FORMAT must be "json" or "pretty", got "${logFormat}".`);
  }
  const requestRecorder = value("REQUEST_RECORDER") ?? "next";
  if (requestRecorder !== "next" && requestRecorder !== "site-server") {
    problems.push(`REQUEST_RECORDER must be "next" or "site-server", got "${requestRecorder}".`);
  }

  const revalidateSecret = value("REVALIDATE_SECRET") ?? null;
  if (revalidateSecret !== null && revalidateSecret.length < MIN_REVALIDATE_SECRET_LENGTH) {
    problems.push(
      `REVALIDATE_SECRET must be at least ${MIN_REVALIDATE_SECRET_LENGTH} characters (it guards cache invalidation; e.g. openssl rand -hex 32), got ${revalidateSecret.length}.`,
    );
  }

  const endpoint = (name: string, fallback: string) => {
    const raw = value(name) ?? fallback;
    if (!httpUrl(raw))
      problems.push(`${name} must be an http(s) URL without query, such as ${fallback}, got "${raw}".`);
    return raw;
  };
  const baiduToken = value("BAIDU_PUSH_TOKEN") ?? null;
  if (baiduToken !== null && !BAIDU_PUSH_TOKEN_PATTERN.test(baiduToken)) {
    problems.push(
      `BAIDU_PUSH_TOKEN must be the token 百度搜索资源平台 shows under 普通收录 → API提交 (letters and digits), got ${baiduToken.length} characters that are not.`,
    );
  }
  const baiduEndpoint = endpoint("BAIDU_PUSH_ENDPOINT", BAIDU_PUSH_DEFAULT_ENDPOINT);
  const indexNowKey = value("INDEXNOW_KEY") ?? null;
  if (indexNowKey !== null && !INDEXNOW_KEY_PATTERN.test(indexNowKey)) {
    problems.push(
      `INDEXNOW_KEY must be 8 to 128 letters, digits or "-" (e.g. openssl rand -hex 16), got ${indexNowKey.length} characters that are not.`,
    );
  }
  const indexNowEndpoint = endpoint("INDEXNOW_ENDPOINT", INDEXNOW_DEFAULT_ENDPOINT);

  const analyticsOrigin = (name: string, fallback: string) => {
    const raw = value(name) ?? fallback;
    const url = httpUrl(raw);
    if (!url || url.pathname !== "/")
      problems.push(`${name} must be an http(s) origin (no path) such as ${fallback}, got "${raw}".`);
    return url?.origin ?? fallback;
  };
  const baiduSiteId = value("ANALYTICS_BAIDU_ID") ?? null;
  if (baiduSiteId !== null && !BAIDU_ANALYTICS_ID_PATTERN.test(baiduSiteId)) {
    problems.push(
      `ANALYTICS_BAIDU_ID must be the 32 hex digits after "hm.js?" in the code 百度统计 gives (管理 → 代码获取), got "${baiduSiteId}".`,
    );
  }
  const baiduOrigin = analyticsOrigin("ANALYTICS_BAIDU_ORIGIN", BAIDU_ANALYTICS_DEFAULT_ORIGIN);
  const ga4Id = value("ANALYTICS_GA4_ID") ?? null;
  if (ga4Id !== null && !GA4_ID_PATTERN.test(ga4Id)) {
    problems.push(
      `ANALYTICS_GA4_ID must be a GA4 measurement id such as G-ABC123XYZ9 (Admin → Data streams), got "${ga4Id}".`,
    );
  }
  const ga4Origin = analyticsOrigin("ANALYTICS_GA4_ORIGIN", GA4_DEFAULT_ORIGIN);
  const umamiRaw = value("ANALYTICS_UMAMI_URL") ?? null;
  const umamiUrl = umamiRaw === null ? null : httpUrl(umamiRaw);
  if (umamiRaw !== null && !umamiUrl) {
    problems.push(
      `ANALYTICS_UMAMI_URL must be the http(s) address of the Umami server (where script.js is), such as https://stats.school.cn, got "${umamiRaw}".`,
    );
  }
  const umamiWebsiteId = value("ANALYTICS_UMAMI_WEBSITE_ID") ?? null;
  if (umamiWebsiteId !== null && !UMAMI_WEBSITE_ID_PATTERN.test(umamiWebsiteId)) {
    problems.push(
      `ANALYTICS_UMAMI_WEBSITE_ID must be the website's UUID (Umami → Settings → Websites → Edit), got "${umamiWebsiteId}".`,
    );
  }
  if ((umamiRaw === null) !== (umamiWebsiteId === null)) {
    problems.push(
      umamiRaw === null
        ? "ANALYTICS_UMAMI_WEBSITE_ID is set without ANALYTICS_UMAMI_URL: Umami needs both."
        : "ANALYTICS_UMAMI_URL is set without ANALYTICS_UMAMI_WEBSITE_ID: Umami needs both.",
    );
  }

  const env: SiteEnv = {
    meeduApiUrl: apiRaw.replace(/\/+$/, ""),
    siteUrl: site?.origin ?? "",
    port,
    hostname: value("HOSTNAME") ?? "0.0.0.0",
    siteDir: value("SITE_DIR") ?? null,
    h5RouteStyle: h5RouteStyle === "path" ? "path" : "hash",
    redisUrl,
    pageCacheMb,
    revalidateSecret,
    trustedProxies,
    assetOrigins: [...new Set(assetOrigins)],
    metrics: metrics !== "off",
    metricsAllow,
    logLevel: (LOG_LEVELS as readonly string[]).includes(logLevel) ? (logLevel as LogLevel) : "info",
    logFormat: logFormat === "pretty" ? "pretty" : "json",
    requestRecorder: requestRecorder === "site-server" ? "site-server" : "next",
    baiduPush:
      baiduToken && site
        ? { token: baiduToken, site: site.protocol === "https:" ? site.origin : site.host, endpoint: baiduEndpoint }
        : null,
    indexNow: indexNowKey ? { key: indexNowKey, endpoint: indexNowEndpoint } : null,
    analytics: {
      baidu: baiduSiteId ? { siteId: baiduSiteId, origin: baiduOrigin } : null,
      ga4: ga4Id ? { measurementId: ga4Id, origin: ga4Origin } : null,
      umami:
        umamiUrl && umamiWebsiteId
          ? { url: `${umamiUrl.origin}${umamiUrl.pathname.replace(/\/+$/, "")}`, websiteId: umamiWebsiteId }
          : null,
    },
  };
  if (problems.length > 0) throw new EnvError(problems);
  return env;
}

/** One direct `process.env.NAME` read per variable: the form every runtime Next bundles for provides. */
function processEnv(): EnvSource {
  return {
    MEEDU_API_URL: process.env.MEEDU_API_URL,
    SITE_URL: process.env.SITE_URL,
    PORT: process.env.PORT,
    HOSTNAME: process.env.HOSTNAME,
    SITE_DIR: process.env.SITE_DIR,
    MEEDU_H5_ROUTE_STYLE: process.env.MEEDU_H5_ROUTE_STYLE,
    REDIS_URL: process.env.REDIS_URL,
    PAGE_CACHE_MB: process.env.PAGE_CACHE_MB,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
    ASSET_ORIGINS: process.env.ASSET_ORIGINS,
    EMBEDDED_API_PUBLIC_URL: process.env.EMBEDDED_API_PUBLIC_URL,
    METRICS: process.env.METRICS,
    METRICS_ALLOW: process.env.METRICS_ALLOW,
    LOG_LEVEL: process.env.LOG_LEVEL,
    LOG_FORMAT: process.env.LOG_FORMAT,
    REQUEST_RECORDER: process.env.REQUEST_RECORDER,
    BAIDU_PUSH_TOKEN: process.env.BAIDU_PUSH_TOKEN,
    BAIDU_PUSH_ENDPOINT: process.env.BAIDU_PUSH_ENDPOINT,
    INDEXNOW_KEY: process.env.INDEXNOW_KEY,
    INDEXNOW_ENDPOINT: process.env.INDEXNOW_ENDPOINT,
    ANALYTICS_BAIDU_ID: process.env.ANALYTICS_BAIDU_ID,
    ANALYTICS_BAIDU_ORIGIN: process.env.ANALYTICS_BAIDU_ORIGIN,
    ANALYTICS_GA4_ID: process.env.ANALYTICS_GA4_ID,
    ANALYTICS_GA4_ORIGIN: process.env.ANALYTICS_GA4_ORIGIN,
    ANALYTICS_UMAMI_URL: process.env.ANALYTICS_UMAMI_URL,
    ANALYTICS_UMAMI_WEBSITE_ID: process.env.ANALYTICS_UMAMI_WEBSITE_ID,
    NODE_ENV: process.env.NODE_ENV,
  };
}

let current: SiteEnv | null = null;

/** Inside `next build`, which renders a few static pages with no deployment behind it. */
export function buildingSite(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/**
 * The settings of this process, read on first use. Production means NODE_ENV=production
 * outside `next build`, which renders its few static pages (the 404) with no deployment
 * behind it. The site server checks the same variables before Next starts.
 */
export function siteEnv(): SiteEnv {
  const production = process.env.NODE_ENV === "production" && !buildingSite();
  current ??= parseSiteEnv(processEnv(), { production });
  return current;
}
