import { DEFAULT_VIEW, isInternalViewPath, publicViewPath, viewQuery } from "../shared/public-page-views";

const view = (url: string) => {
  const parsed = new URL(url, "http://site.test");
  return publicViewPath(parsed.pathname, parsed.searchParams);
};

describe("publicViewPath", () => {
  it.each([
    ["/", "/home/index"],
    ["/?login_code=abc&action=login", "/home/index"],
    ["/courses", "/courses/catalog/index"],
    ["/courses?page=2&cid=3", "/courses/catalog/cid=3&page=2"],
    ["/courses?scene=free&utm_source=x", "/courses/catalog/scene=free"],
    ["/courses/detail/5", "/courses/detail/5/index"],
    ["/courses/detail/5?tab=3", "/courses/detail/5/tab=3"],
    ["/announcement?id=7", "/announcement/id=7"],
    ["/announcement?page=2&id=7", "/announcement/id=7&page=2"],
    ["/vip", "/vip/index"],
    ["/sitemap.xml", "/sitemap-xml/index"],
    ["/robots.txt", "/robots-txt/index"],
  ])("%s → %s", (url, expected) => {
    expect(view(url)).toBe(expected);
  });

  it("drops values that are not short words or numbers", () => {
    expect(view("/courses?cid=%3Cscript%3E&page=2")).toBe("/courses/catalog/page=2");
    expect(view(`/courses?page=${"9".repeat(40)}`)).toBe(`/courses/catalog/${DEFAULT_VIEW}`);
    expect(view("/courses/detail/5?tab=a/b")).toBe("/courses/detail/5/index");
  });

  it("leaves every other page alone", () => {
    for (const url of ["/search?keywords=x", "/member", "/courses/detail/abc", "/courses/video/3", "/login"]) {
      expect(view(url)).toBeNull();
    }
  });
});

describe("isInternalViewPath", () => {
  it.each([
    "/home/index",
    "/courses/catalog/page=2",
    "/courses/detail/5/tab=3",
    "/announcement/id=2",
    "/vip/index",
    "/sitemap-xml/index",
    "/robots-txt/index",
  ])("%s is only a rewrite target", (path) => expect(isInternalViewPath(path)).toBe(true));

  it.each(["/", "/courses", "/courses/detail/5", "/announcement", "/vip", "/member/orders"])(
    "%s is a public address",
    (path) => expect(isInternalViewPath(path)).toBe(false),
  );
});

describe("viewQuery", () => {
  it("turns a view back into the query it stands for", () => {
    expect(viewQuery("cid=3&page=2")).toEqual({ cid: "3", page: "2" });
    expect(viewQuery("cid%3D3%26page%3D2")).toEqual({ cid: "3", page: "2" });
    expect(viewQuery(DEFAULT_VIEW)).toEqual({});
    expect(viewQuery("%E0%A4%A")).toEqual({});
  });
});
