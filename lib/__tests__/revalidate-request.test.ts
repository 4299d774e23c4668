/** @jest-environment node */
import { parseRevalidateRequest } from "../server/revalidate-request";

const parse = (body: unknown) => parseRevalidateRequest(typeof body === "string" ? body : JSON.stringify(body));

describe("parseRevalidateRequest (POST /api/revalidate)", () => {
  it("accepts tags and public paths, mapping each path to its own views", () => {
    expect(parse({ tags: ["course-5", "home"], paths: ["/courses/detail/5?tab=3", "/"] })).toEqual({
      tags: ["course-5", "home"],
      paths: ["/courses/detail/5?tab=3", "/"],
      views: [
        { kind: "path", path: "/courses/detail/5/tab=3" },
        { kind: "path", path: "/home/index" },
      ],
    });
  });

  it("expires one course's views, never every course", () => {
    expect(parse({ paths: ["/courses/detail/5"] })).toMatchObject({
      views: ["index", "tab=3", "tab=4", "tab=5"].map((view) => ({ kind: "path", path: `/courses/detail/5/${view}` })),
    });
    expect(parse({ paths: ["/og/courses/5.png"] })).toMatchObject({
      views: [{ kind: "path", path: "/og/courses/5.png" }],
    });
  });

  it("accepts tags alone or paths alone", () => {
    expect(parse({ tags: ["navs"] })).toEqual({ tags: ["navs"], paths: [], views: [] });
    expect(parse({ paths: ["/courses"] })).toEqual({
      tags: [],
      paths: ["/courses"],
      views: [{ kind: "pattern", path: "/courses/catalog/[view]" }],
    });
  });

  it("drops repeated tags, paths and views", () => {
    expect(parse({ tags: ["home", "home"], paths: ["/courses?page=2", "/courses", "/courses"] })).toEqual({
      tags: ["home"],
      paths: ["/courses?page=2", "/courses"],
      views: [
        { kind: "path", path: "/courses/catalog/page=2" },
        { kind: "pattern", path: "/courses/catalog/[view]" },
      ],
    });
  });

  it("rejects what is not a JSON object", () => {
    expect(parse("{")).toEqual({ error: "请求内容不是有效的 JSON" });
    expect(parse("null")).toEqual({ error: "请求内容不是有效的 JSON" });
    expect(parse("5")).toEqual({ error: "请求内容不是有效的 JSON" });
  });

  it("wants at least one tag or path", () => {
    expect(parse({})).toEqual({ error: "请至少提供一个 tag 或 path" });
    expect(parse({ tags: [], paths: [] })).toEqual({ error: "请至少提供一个 tag 或 path" });
  });

  it("wants string lists of at most 100 items", () => {
    const listError = { error: "tags 与 paths 须为字符串数组（各至多 100 项）" };
    expect(parse({ tags: "home" })).toEqual(listError);
    expect(parse({ tags: ["home", 5] })).toEqual(listError);
    expect(parse({ paths: [null] })).toEqual(listError);
    expect(parse({ tags: Array.from({ length: 101 }, (_, i) => `t${i}`) })).toEqual(listError);
    expect("error" in parse({ tags: Array.from({ length: 100 }, (_, i) => `t${i}`) })).toBe(false);
  });

  it("accepts only lower-case tag names of letters, digits and dashes", () => {
    expect(parse({ tags: ["Home"] })).toEqual({ error: "无效的 tag：Home" });
    expect(parse({ tags: ["-home"] })).toEqual({ error: "无效的 tag：-home" });
    expect(parse({ tags: ["a b"] })).toEqual({ error: "无效的 tag：a b" });
    expect(parse({ tags: ["x".repeat(65)] })).toEqual({ error: `无效的 tag：${"x".repeat(65)}` });
    expect("error" in parse({ tags: ["x".repeat(64), "course-5"] })).toBe(false);
  });

  it("refuses paths that are not cached public pages", () => {
    expect(parse({ paths: ["/member"] })).toEqual({ error: "不是可缓存的公开页面：/member" });
    expect(parse({ paths: ["/courses/detail/5/tab=3"] })).toEqual({
      error: "不是可缓存的公开页面：/courses/detail/5/tab=3",
    });
    expect(parse({ paths: ["/", "https://evil.example/"] })).toEqual({
      error: "不是可缓存的公开页面：https://evil.example/",
    });
  });
});
