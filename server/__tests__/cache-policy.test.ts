import { cacheKeyFor, freshnessMs, PAGE_FRESH_MS, STALE_PAGE_FRESH_MS } from "../cache-policy";

const desktop = { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36" };
const phone = {
  "user-agent":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
};

describe("what the site server keeps in memory", () => {
  it("keys public pages by the view they stand for", () => {
    expect(cacheKeyFor("GET", "/courses?page=2&utm_source=x", desktop)).toBe("page:/courses/catalog/page=2");
    expect(cacheKeyFor("HEAD", "/", desktop)).toBe("page:/home/index");
    expect(cacheKeyFor("GET", "/_next/static/chunks/a.js", {})).toBe("static:/_next/static/chunks/a.js");
  });

  it("keeps phones' pages apart: middleware may send phones to the school's H5 site", () => {
    expect(cacheKeyFor("GET", "/courses?page=2", phone)).toBe("page:phone:/courses/catalog/page=2");
    expect(cacheKeyFor("GET", "/courses", { ...phone, cookie: "meedu-user-token=t" })).toBeNull();
    expect(
      freshnessMs("page:phone:/home/index", { status: 307, headers: { location: "https://m.example.com/" } }),
    ).toBe(0);
  });

  it.each([
    ["a member's request", "GET", "/courses", { ...desktop, cookie: "a=1; meedu-user-token=t" }],
    ["a browser with the session marker", "GET", "/courses", { ...desktop, cookie: "meedu-signed-in=1" }],
    ["a router request", "GET", "/courses", { ...desktop, rsc: "1" }],
    ["a prefetch", "GET", "/courses", { ...desktop, "next-router-prefetch": "1" }],
    ["an _rsc URL", "GET", "/courses?_rsc=abc", desktop],
    ["a POST", "POST", "/courses", desktop],
    ["a member page", "GET", "/member", desktop],
    ["search", "GET", "/search?keywords=x", desktop],
  ])("never keeps %s", (_label, method, url, headers) => {
    expect(cacheKeyFor(method, url, headers as Record<string, string>)).toBeNull();
  });

  it("keeps only what Next marked shareable, briefly, and stale answers for a second", () => {
    const publicPage = { "cache-control": "public, s-maxage=60, stale-while-revalidate=300" };
    expect(freshnessMs("page:/vip/index", { status: 200, headers: publicPage })).toBe(PAGE_FRESH_MS);
    expect(freshnessMs("page:/vip/index", { status: 200, headers: { ...publicPage, "x-nextjs-cache": "STALE" } })).toBe(
      STALE_PAGE_FRESH_MS,
    );
    expect(freshnessMs("page:/vip/index", { status: 200, headers: { "cache-control": "private, no-store" } })).toBe(0);
    expect(freshnessMs("page:/vip/index", { status: 200, headers: { ...publicPage, "set-cookie": "a=1" } })).toBe(0);
    expect(freshnessMs("page:/vip/index", { status: 500, headers: publicPage })).toBe(0);
    expect(
      freshnessMs("static:/_next/static/a.js", {
        status: 200,
        headers: { "cache-control": "public, max-age=31536000, immutable" },
      }),
    ).toBeGreaterThan(0);
  });
});
