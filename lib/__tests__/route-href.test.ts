import { routeHref } from "../shared/routes/route-href";

// Links are built from the registry's names; a name the registry lacks fails type-checking
// (npm run typecheck), not at run time in a visitor's page.

describe("routeHref", () => {
  it.each([
    [routeHref("home"), "/"],
    [routeHref("courses", { cid: 2, page: 1 }), "/courses?cid=2"],
    [routeHref("course", { tab: 3 }, 7), "/courses/detail/7?tab=3"],
    [routeHref("sitemap-courses", {}, 2), "/sitemaps/courses-2.xml"],
  ])("builds %s", (built, expected) => {
    expect(built).toBe(expected);
  });

  it("refuses a name the registry does not declare", () => {
    // @ts-expect-error "no-such-page" is not a RouteName
    expect(() => routeHref("no-such-page")).toThrow("No route named no-such-page");
  });
});
