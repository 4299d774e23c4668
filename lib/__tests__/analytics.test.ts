/** @jest-environment node */
import { contentSecurityPolicy } from "../edge/security-headers";
import {
  analyticsOrigins,
  analyticsTags,
  GA4_COLLECT_ORIGINS,
  NO_ANALYTICS,
  type AnalyticsProvider,
  type AnalyticsSettings,
} from "../shared/analytics";

// Each provider's script tag and its CSP entries derive from one declaration: on, both are there
// and name the same origin; off, neither is (issue 31, item 4).

const ASSETS = ["https://api.school.cn"];
const ON: AnalyticsSettings = {
  baidu: { siteId: "0123456789abcdef0123456789abcdef", origin: "https://hm.baidu.com" },
  ga4: { measurementId: "G-ABC123XYZ9", origin: "https://www.googletagmanager.com" },
  umami: { url: "https://stats.school.cn/umami", websiteId: "4b3f1c2e-9a8d-4e7f-b6a5-0c1d2e3f4a5b" },
};
const OWN_ORIGINS: Record<AnalyticsProvider, string[]> = {
  baidu: ["https://hm.baidu.com"],
  ga4: ["https://www.googletagmanager.com", ...GA4_COLLECT_ORIGINS],
  umami: ["https://stats.school.cn"],
};
const PROVIDERS = Object.keys(OWN_ORIGINS) as AnalyticsProvider[];

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((entry) => entry.startsWith(`${name} `))!
    .split(" ")
    .slice(1);

/** Every combination of providers: none, each alone, each pair, all three. */
const COMBINATIONS = Array.from({ length: 1 << PROVIDERS.length }, (_, bits) =>
  PROVIDERS.filter((_provider, index) => bits & (1 << index)),
);

describe.each(COMBINATIONS.map((on) => [on.join(" + ") || "none", on] as const))("analytics on: %s", (_, on) => {
  const settings: AnalyticsSettings = { ...NO_ANALYTICS };
  for (const provider of on) Object.assign(settings, { [provider]: ON[provider] });
  const policy = contentSecurityPolicy(ASSETS, analyticsOrigins(settings));
  const tags = analyticsTags(settings);

  it("renders a script for each provider on and none for the others", () => {
    expect(tags.map((tag) => tag.provider)).toEqual(on);
  });

  it("opens exactly the origins of the providers on, to their scripts and beacons", () => {
    const expected = on.flatMap((provider) => OWN_ORIGINS[provider]);
    const analyticsIn = (name: string) => directive(policy, name).filter((source) => !source.startsWith("'"));
    expect(analyticsIn("script-src").sort()).toEqual(on.map((provider) => OWN_ORIGINS[provider][0]).sort());
    expect(analyticsIn("connect-src").sort()).toEqual([...ASSETS, ...expected].sort());
    for (const provider of PROVIDERS.filter((name) => !on.includes(name))) {
      for (const origin of OWN_ORIGINS[provider]) expect(policy).not.toContain(origin);
    }
  });

  it("loads each script from an origin its script-src allows", () => {
    for (const tag of tags) expect(directive(policy, "script-src")).toContain(new URL(tag.src).origin);
  });
});

describe("the policy", () => {
  it("is unchanged by analytics left off", () => {
    expect(contentSecurityPolicy(ASSETS, analyticsOrigins(NO_ANALYTICS))).toBe(contentSecurityPolicy(ASSETS));
  });

  it("names an origin once when two providers share it", () => {
    const shared = "http://127.0.0.1:9300";
    const policy = contentSecurityPolicy(
      [],
      analyticsOrigins({
        baidu: { ...ON.baidu!, origin: shared },
        ga4: { ...ON.ga4!, origin: shared },
        umami: { ...ON.umami!, url: shared },
      }),
    );
    for (const name of ["script-src", "connect-src", "img-src"]) {
      expect(directive(policy, name).filter((source) => source === shared)).toHaveLength(1);
    }
  });
});

describe("the tags", () => {
  it("load each provider's documented script, with Umami's own page views off", () => {
    expect(analyticsTags(ON)).toEqual([
      {
        provider: "baidu",
        src: `https://hm.baidu.com/hm.js?${ON.baidu!.siteId}`,
        id: ON.baidu!.siteId,
        attributes: {},
      },
      {
        provider: "ga4",
        src: "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9",
        id: "G-ABC123XYZ9",
        attributes: {},
      },
      {
        provider: "umami",
        src: "https://stats.school.cn/umami/script.js",
        id: ON.umami!.websiteId,
        attributes: {
          "data-website-id": ON.umami!.websiteId,
          "data-auto-track": "false",
          "data-exclude-search": "true",
          "data-exclude-hash": "true",
        },
      },
    ]);
  });
});
