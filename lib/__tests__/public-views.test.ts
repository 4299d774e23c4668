/** @jest-environment node */
import { matchRoute, routeNamed } from "../shared/routes/match-route";
import {
  DEFAULT_VIEW,
  isCanonicalView,
  isInternalPath,
  publicRequest,
  viewValues,
} from "../shared/routes/public-views";

const decide = (target: string) => {
  const match = matchRoute(target.split("?")[0]);
  if (!match || match.route.access !== "public") return null;
  return publicRequest(match, target);
};
const view = (target: string) => decide(target);

describe("publicRequest: canonical addresses are served from their view", () => {
  it.each([
    ["/", "/home/index"],
    ["/courses", "/courses/catalog/index"],
    ["/courses?cid=3&page=2", "/courses/catalog/cid=3&page=2"],
    ["/courses?cid=3&child=8&scene=free&page=2", "/courses/catalog/cid=3&child=8&scene=free&page=2"],
    ["/courses/detail/5", "/courses/detail/5/index"],
    ["/courses/detail/5?tab=3", "/courses/detail/5/tab=3"],
    ["/announcement?id=7", "/announcement/id=7"],
    ["/announcement?id=7&page=2", "/announcement/id=7&page=2"],
    ["/vip", "/vip/index"],
    ["/sitemap.xml", "/sitemap-xml/index"],
    ["/sitemaps/pages-1.xml", "/sitemap-xml/pages/1/index"],
    ["/sitemaps/courses-2.xml", "/sitemap-xml/courses/2/index"],
    ["/robots.txt", "/robots-txt/index"],
    ["/og/courses/5.png", "/og/courses/5.png"],
    ["/og/site.png", "/og/site.png"],
  ])("%s → %s", (target, path) => expect(view(target)).toEqual({ kind: "view", path }));
});

describe("publicRequest: the browser's parameters never reach a view, they go to the fragment", () => {
  it.each([
    ["/?login_code=abc&action=login", "/#login_code=abc&action=login"],
    ["/courses/detail/5?tab=3&msv=12", "/courses/detail/5?tab=3#msv=12"],
    ["/courses/detail/5?msv=12&tab=3", "/courses/detail/5?tab=3#msv=12"],
    ["/announcement?action=login&id=2&login_code=x%26y", "/announcement?id=2#action=login&login_code=x%26y"],
    ["/login_code", null],
    ["/sitemap.xml?msv=1", "/sitemap.xml#msv=1"],
    ["/og/courses/5.png?login_code=c", "/og/courses/5.png#login_code=c"],
    ["/?login_code", "/#login_code"],
    // and another spelling of the page is mended in the same step
    ["/courses?page=1&login_code=abc&action=login", "/courses#login_code=abc&action=login"],
    ["/courses/detail/01?tab=2&msv=3", "/courses/detail/1#msv=3"],
    ["/courses?utm_source=x&msv=3&scene=free", "/courses?scene=free#msv=3"],
  ])("%s → %s", (target, location) => {
    expect(view(target)).toEqual(location === null ? null : { kind: "handoff", location });
  });
});

describe("publicRequest: every other spelling goes to the one address", () => {
  it.each([
    // order, defaults, duplicates, junk and tracking parameters
    ["/courses?page=2&cid=3", "/courses?cid=3&page=2"],
    ["/courses?page=1", "/courses"],
    ["/courses?cid=1&cid=2", "/courses?cid=1"],
    ["/courses?utm_source=x&scene=free", "/courses?scene=free"],
    ["/courses?child=8", "/courses"],
    ["/courses/detail/5?tab=2", "/courses/detail/5"],
    ["/courses/detail/5?", "/courses/detail/5"],
    // values that name no view: words, padding, unicode digits, signs, overlong numbers, a raw "#"
    ["/courses?page=zz123", "/courses"],
    ["/courses?cid=abc", "/courses"],
    ["/courses?cid=01", "/courses"],
    ["/courses?page=%EF%BC%92", "/courses"],
    ["/courses?page=-2", "/courses"],
    ["/courses?page=1e3", "/courses"],
    [`/courses?page=${"9".repeat(40)}`, "/courses"],
    ["/courses?scene=unknown", "/courses"],
    ["/courses?scene=FREE", "/courses"],
    ["/courses?cid=1#", "/courses"],
    ["/courses?cid=1?cid=2", "/courses"],
    ["/courses?cid%3D1", "/courses"],
    ["/courses;cid=1", null],
    ["/courses/detail/1?tab=3#", "/courses/detail/1"],
    ["/announcement?id=2#", "/announcement"],
    // padded ids
    ["/courses/detail/01", "/courses/detail/1"],
    ["/courses/detail/000000000001?tab=4", "/courses/detail/1?tab=4"],
    ["/og/courses/01.png", "/og/courses/1.png"],
    ["/sitemaps/courses-02.xml", "/sitemaps/courses-2.xml"],
    ["/sitemaps/courses-2.xml?page=3", "/sitemaps/courses-2.xml"],
    ["/sitemaps/courses-0.xml", null],
    ["/sitemaps/courses-x.xml", null],
  ])("%s → %s", (target, location) => {
    expect(view(target)).toEqual(location === null ? null : { kind: "redirect", location });
  });

  it("has no address for id 0 or ids beyond 12 digits", () => {
    expect(matchRoute("/courses/detail/0")).toBeNull();
    expect(matchRoute("/courses/detail/0000")).toBeNull();
    expect(matchRoute(`/courses/detail/${"1".repeat(13)}`)).toBeNull();
  });
});

describe("isInternalPath", () => {
  it.each([
    "/home/index",
    "/courses/catalog/page=2",
    "/courses/detail/5/tab=3",
    "/courses/detail/5/index",
    "/announcement/id=2",
    "/vip/index",
    "/sitemap-xml/index",
    "/sitemap-xml/courses",
    "/sitemap-xml/courses/2/index",
    "/sitemap-xml/pages/1/index",
    "/robots-txt/index",
    "/og/courses/x.png",
    "/og/other.png",
  ])("%s is not an address of the site", (path) => expect(isInternalPath(path)).toBe(true));

  it.each([
    "/",
    "/courses",
    "/courses/detail/5",
    "/announcement",
    "/vip",
    "/member/orders",
    "/og/site.png",
    "/og/courses/5.png",
  ])("%s is an address of the site", (path) => expect(isInternalPath(path)).toBe(false));
});

describe("isCanonicalView: the views the page cache keeps apart from a flood of query views", () => {
  it.each([
    "/home/index",
    "/courses/catalog/index",
    "/courses/detail/5/index",
    "/courses/detail/123456789012/index",
    "/announcement/index",
    "/vip/index",
    "/sitemap-xml/index",
    "/robots-txt/index",
  ])("%s is a page at its address without a query", (path) => expect(isCanonicalView(path)).toBe(true));

  it.each([
    // query views: any visitor can make thousands of them
    "/courses/catalog/cid=3&page=2",
    "/courses/catalog/page=2",
    "/courses/catalog/scene=free",
    "/courses/detail/5/tab=3",
    "/announcement/id=7",
    "/announcement/page=2",
    // spellings no address is served from
    "/courses/detail/007/index",
    "/courses/detail/0/index",
    "/courses/detail/1234567890123/index",
    "/courses/detail/x/index",
    "/courses/catalog/index/index",
    "/home/INDEX",
    "/home/index/",
    "/",
    "/courses",
    "/courses/detail/5",
    // share images are files, not views; other routes are never cached
    "/og/site.png",
    "/og/courses/5.png",
    "/login",
    "/member",
    // a data read's key
    "0c8c670e7f5f8a056ba44263c8034fb5c7c614d7e9fa7b8b553838ffedce7c0d",
  ])("%s is not", (path) => expect(isCanonicalView(path)).toBe(false));

  it("is what publicRequest serves every public page's address without a query from", () => {
    for (const target of [
      "/",
      "/courses",
      "/courses/detail/9",
      "/announcement",
      "/vip",
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      const served = decide(target);
      expect(served?.kind === "view" && isCanonicalView(served.path)).toBe(true);
    }
  });
});

describe("viewValues", () => {
  it("reads the canonical query back, implied values filled in", () => {
    expect(viewValues(routeNamed("courses"), "cid=3&page=2")).toEqual({ cid: "3", page: "2" });
    expect(viewValues(routeNamed("courses"), "cid%3D3%26page%3D2")).toEqual({ cid: "3", page: "2" });
    expect(viewValues(routeNamed("courses"), DEFAULT_VIEW)).toEqual({ page: "1" });
    expect(viewValues(routeNamed("course"), DEFAULT_VIEW)).toEqual({ tab: "2" });
    expect(viewValues(routeNamed("courses"), "%E0%A4%A")).toEqual({ page: "1" });
    expect(viewValues(routeNamed("courses"), "page=zz")).toEqual({ page: "1" });
  });
});
