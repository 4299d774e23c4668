/** @jest-environment node */
import { changedAddresses } from "../server/search-engine-push/changed-addresses";

// Which canonical addresses a revalidation changed, read from the route registry's tags(id).

describe("changedAddresses", () => {
  it.each([
    [["course-5"], ["/courses/detail/5"]],
    [["course-123456789012"], ["/courses/detail/123456789012"]],
    [["courses"], ["/courses"]],
    [["announcements"], ["/announcement"]],
    [["home"], ["/"]],
    [["links"], ["/"]],
    [["roles"], ["/vip"]],
    // The header and footer of every page, and a list tag read by every record page: no page's own content.
    [["config"], []],
    [["navs"], []],
    [["comments"], []],
    // Not a record: padded, zero, too long, another shape.
    [["course-05"], []],
    [["course-0"], []],
    [["course-1234567890123"], []],
    [["course-5-x"], []],
    [["unknown"], []],
  ])("tags %j → %j", (tags, addresses) => {
    expect(changedAddresses(tags, [])).toEqual(addresses);
  });

  it.each([
    [["/courses/detail/007"], ["/courses/detail/7"]],
    [["/courses/detail/7?tab=3&utm_source=x"], ["/courses/detail/7?tab=3"]],
    [["/courses?page=1&cid=2"], ["/courses?cid=2"]],
    [["/announcement?id=3"], ["/announcement?id=3"]],
    [["/"], ["/"]],
    // Files and internal view paths are never pushed.
    [["/sitemap.xml", "/robots.txt", "/og/site.png", "/og/courses/5.png", "/courses/detail/5/index"], []],
    [["/member", "/courses/video/5", "/search"], []],
  ])("paths %j → %j", (paths, addresses) => {
    expect(changedAddresses([], paths)).toEqual(addresses);
  });

  it("names each address once", () => {
    expect(changedAddresses(["course-5", "home", "links"], ["/courses/detail/05", "/"])).toEqual([
      "/courses/detail/5",
      "/",
    ]);
  });

  it("leaves /vip out when the build disables VIP", () => {
    process.env.NEXT_PUBLIC_DISABLE_VIP = "disable";
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import("../server/search-engine-push/changed-addresses")>(
          "../server/search-engine-push/changed-addresses",
        );
        expect(fresh.changedAddresses(["roles"], ["/vip"])).toEqual([]);
      });
    } finally {
      delete process.env.NEXT_PUBLIC_DISABLE_VIP;
    }
  });
});
