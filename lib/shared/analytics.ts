// The analytics an operator can turn on (百度统计, Google Analytics 4, a self-hosted Umami), each
// declared once: the script tag the layout renders and the origins the CSP opens for it both
// derive from analyticsSetups(). A provider left unset has neither.

/** What lib/shared/env.ts read from ANALYTICS_*; null: that provider is off. */
export interface AnalyticsSettings {
  baidu: { siteId: string; origin: string } | null;
  ga4: { measurementId: string; origin: string } | null;
  /** `url` without trailing slashes: where script.js and /api/send live (a path prefix is allowed). */
  umami: { url: string; websiteId: string } | null;
}

export const NO_ANALYTICS: AnalyticsSettings = { baidu: null, ga4: null, umami: null };

/** hm.js and its hm.gif beacons (ANALYTICS_BAIDU_ORIGIN overrides it for tests). */
export const BAIDU_ANALYTICS_DEFAULT_ORIGIN = "https://hm.baidu.com";
/** gtag.js (ANALYTICS_GA4_ORIGIN overrides it for tests). */
export const GA4_DEFAULT_ORIGIN = "https://www.googletagmanager.com";
/** Where gtag.js sends GA4's hits, as Google's CSP guide for GA4 lists them. */
export const GA4_COLLECT_ORIGINS = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

export type AnalyticsProvider = "baidu" | "ga4" | "umami";

/** One provider's script as the browser loads it; plain data, handed from the layout to the client. */
export interface AnalyticsTag {
  provider: AnalyticsProvider;
  src: string;
  /** The id page views are sent under (the site id, measurement id or website id). */
  id: string;
  /** Attributes of the script element besides src. */
  attributes: Record<string, string>;
}

/** The CSP sources a provider needs, by directive. */
export interface AnalyticsOrigins {
  script: string[];
  connect: string[];
  img: string[];
}

export const NO_ANALYTICS_ORIGINS: AnalyticsOrigins = { script: [], connect: [], img: [] };

interface AnalyticsSetup {
  tag: AnalyticsTag;
  origins: AnalyticsOrigins;
}

/** Every provider turned on: its tag and its origins, side by side. */
export function analyticsSetups(settings: AnalyticsSettings): AnalyticsSetup[] {
  const setups: AnalyticsSetup[] = [];
  if (settings.baidu) {
    const { siteId, origin } = settings.baidu;
    setups.push({
      tag: { provider: "baidu", src: `${origin}/hm.js?${siteId}`, id: siteId, attributes: {} },
      origins: { script: [origin], connect: [origin], img: [origin] },
    });
  }
  if (settings.ga4) {
    const { measurementId, origin } = settings.ga4;
    setups.push({
      tag: { provider: "ga4", src: `${origin}/gtag/js?id=${measurementId}`, id: measurementId, attributes: {} },
      origins: {
        script: [origin],
        connect: [origin, ...GA4_COLLECT_ORIGINS],
        img: [origin, ...GA4_COLLECT_ORIGINS],
      },
    });
  }
  if (settings.umami) {
    const { url, websiteId } = settings.umami;
    const origin = new URL(url).origin;
    setups.push({
      tag: {
        provider: "umami",
        src: `${url}/script.js`,
        id: websiteId,
        // Page views are sent by the site itself (components/analytics/), path only.
        attributes: {
          "data-website-id": websiteId,
          "data-auto-track": "false",
          "data-exclude-search": "true",
          "data-exclude-hash": "true",
        },
      },
      origins: { script: [origin], connect: [origin], img: [] },
    });
  }
  return setups;
}

export const analyticsTags = (settings: AnalyticsSettings): AnalyticsTag[] =>
  analyticsSetups(settings).map((setup) => setup.tag);

/** The union of the origins of every provider turned on, each once. */
export function analyticsOrigins(settings: AnalyticsSettings): AnalyticsOrigins {
  const all = analyticsSetups(settings).map((setup) => setup.origins);
  const union = (directive: keyof AnalyticsOrigins) => [...new Set(all.flatMap((origins) => origins[directive]))];
  return { script: union("script"), connect: union("connect"), img: union("img") };
}
