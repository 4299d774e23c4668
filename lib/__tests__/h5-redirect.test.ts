/** @jest-environment node */
import { mapToH5Url } from "../shared/h5-redirect";

const H5 = "https://m.school.cn";

// Every row of the mapping table (docs/product-rules.md#h5-redirect), in its order.
const TABLE: Array<[string, string]> = [
  ["/topic/detail/", "/pages/webview/webview?course_type=topic&"],
  ["/courses/detail/", "/pages/course/show?"],
  ["/courses/video/", "/pages/course/video?"],
  ["/live/detail/", "/packageA/live/show?"],
  ["/live/video/", "/packageA/live/video?"],
  ["/book/detail/", "/packageA/book/show?"],
  ["/book/read/", "/pages/webview/webview?course_type=book&"],
  ["/learnPath/detail/", "/packageA/learnPath/show?"],
  ["/exam/papers/detail/", "/pages/webview/webview?course_type=paperRead&"],
  ["/exam/practice/detail/", "/pages/webview/webview?course_type=practiceRead&"],
  ["/exam/mockpaper/detail/", "/pages/webview/webview?course_type=mockRead&"],
];

describe("mapToH5Url, hash style (uni-app H5)", () => {
  it.each(TABLE)("maps %s{id} without a query", (prefix, target) => {
    expect(mapToH5Url({ h5Url: H5, pathname: `${prefix}12`, search: "" })).toBe(`${H5}/#${target}id=12`);
  });

  it.each(TABLE)("maps %s{id} with a query as {q}&…&id", (prefix, target) => {
    const [route, fixed] = target.split("?");
    const url = mapToH5Url({ h5Url: H5, pathname: `${prefix}12`, search: "?from=pc&x=a%20b" });
    expect(url).toBe(`${H5}/#${route}?from=pc&x=a%20b&${fixed}id=12`);
  });

  it("keeps the mapped page with msv and appends msv last, once", () => {
    expect(mapToH5Url({ h5Url: H5, pathname: "/courses/detail/7", search: "?msv=abc" })).toBe(
      `${H5}/#/pages/course/show?id=7&msv=abc`,
    );
    expect(mapToH5Url({ h5Url: H5, pathname: "/topic/detail/7", search: "?a=1&msv=abc&b=2" })).toBe(
      `${H5}/#/pages/webview/webview?a=1&b=2&course_type=topic&id=7&msv=abc`,
    );
  });

  it("maps the site's own addresses exactly, and tests the former PC prefixes at the start only", () => {
    expect(mapToH5Url({ h5Url: H5, pathname: "/courses/video/7/extra", search: "" })).toBe(`${H5}/`);
    expect(mapToH5Url({ h5Url: H5, pathname: "/courses/detail/007", search: "" })).toBe(
      `${H5}/#/pages/course/show?id=7`,
    );
    expect(mapToH5Url({ h5Url: H5, pathname: "/x/courses/detail/7", search: "" })).toBe(`${H5}/`);
  });

  it("sends unmapped paths to the H5 root with the query and msv", () => {
    expect(mapToH5Url({ h5Url: H5, pathname: "/", search: "" })).toBe(`${H5}/`);
    expect(mapToH5Url({ h5Url: H5, pathname: "/courses", search: "?page=2" })).toBe(`${H5}/#/?page=2`);
    expect(mapToH5Url({ h5Url: H5, pathname: "/vip", search: "?page=2&msv=abc" })).toBe(`${H5}/#/?page=2&msv=abc`);
    expect(mapToH5Url({ h5Url: H5, pathname: "/courses/detail/", search: "" })).toBe(`${H5}/`);
  });

  it("never doubles the slash and keeps h5_url's own path and query", () => {
    expect(mapToH5Url({ h5Url: `${H5}/`, pathname: "/courses/detail/3", search: "" })).toBe(
      `${H5}/#/pages/course/show?id=3`,
    );
    expect(mapToH5Url({ h5Url: `${H5}/h5//`, pathname: "/book/detail/3", search: "" })).toBe(
      `${H5}/h5/#/packageA/book/show?id=3`,
    );
    expect(mapToH5Url({ h5Url: `${H5}/?from=pc`, pathname: "/", search: "?msv=m1" })).toBe(`${H5}/?from=pc#/?msv=m1`);
  });

  it("returns '' for an h5_url that is not an absolute http(s) URL", () => {
    expect(mapToH5Url({ h5Url: "m.school.cn", pathname: "/", search: "" })).toBe("");
    expect(mapToH5Url({ h5Url: "javascript:alert(1)", pathname: "/", search: "" })).toBe("");
  });
});

describe("mapToH5Url, path style (React H5)", () => {
  it("maps course detail and video to /course routes with query and msv", () => {
    expect(mapToH5Url({ h5Url: H5, pathname: "/courses/detail/5", search: "", style: "path" })).toBe(`${H5}/course/5`);
    expect(mapToH5Url({ h5Url: `${H5}/`, pathname: "/courses/video/8", search: "?t=1&msv=abc", style: "path" })).toBe(
      `${H5}/course/video/8?t=1&msv=abc`,
    );
  });

  it("sends other mapped types and unmapped paths to the root", () => {
    expect(mapToH5Url({ h5Url: H5, pathname: "/topic/detail/5", search: "?msv=abc", style: "path" })).toBe(
      `${H5}/?msv=abc`,
    );
    expect(mapToH5Url({ h5Url: `${H5}/?from=pc`, pathname: "/member", search: "?a=1", style: "path" })).toBe(
      `${H5}/?from=pc&a=1`,
    );
    expect(mapToH5Url({ h5Url: H5, pathname: "/", search: "", style: "path" })).toBe(`${H5}/`);
  });
});
