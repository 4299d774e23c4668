/** @jest-environment node */
import { loginPathFor, reloginPathFor, safeLink, safeRedirectPath } from "../shared/safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/courses", "/courses"],
    ["/courses?x=1", "/courses?x=1"],
    ["/courses/detail/3?tab=desc#top", "/courses/detail/3?tab=desc#top"],
    ["%2Fcourses%3Fx%3D1", "/courses?x=1"],
    ["%2fmember%2forders", "/member/orders"],
    ["/search?keywords=100%", "/search?keywords=100%"],
    ["/javascript:alert(1)", "/javascript:alert(1)"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "https://evil.com",
    "http:/evil.com",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "%2F%2Fevil.com",
    "%2F%5Cevil.com",
    "/%2F%2Fevil.com",
    "/%2Fevil.com",
    "/%5Cevil.com",
    "%252F%252Fevil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    " /courses",
    "/courses ",
    "%2F%09%2Fevil.com",
    "/%09/evil.com",
    "evil.com",
    "courses",
    "",
    "%E0%A4%A",
  ])("refuses %j", (input) => {
    expect(safeRedirectPath(input)).toBe("/");
  });

  it("refuses non-strings and uses the given fallback", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/a", "/b"])).toBe("/");
    expect(safeRedirectPath(null, "/member")).toBe("/member");
    expect(safeRedirectPath("//evil.com", "/member")).toBe("/member");
  });
});

describe("loginPathFor", () => {
  it("encodes the path and query into redirect", () => {
    expect(loginPathFor("/member/orders?page=2&kw=a%20b")).toBe(
      "/login?redirect=%2Fmember%2Forders%3Fpage%3D2%26kw%3Da%2520b",
    );
    expect(safeRedirectPath(new URLSearchParams(loginPathFor("/courses?x=1").split("?")[1]).get("redirect"))).toBe(
      "/courses?x=1",
    );
  });

  it("never builds a login link that returns off-site", () => {
    expect(loginPathFor("//evil.com")).toBe("/login?redirect=%2F");
  });
});

describe("safeLink", () => {
  it.each([
    ["/courses/detail/3?tab=desc#top", "/courses/detail/3?tab=desc#top"],
    ["  /vip  ", "/vip"],
    ["#chapter-2", "#chapter-2"],
    ["/javascript:alert(1)", "/javascript:alert(1)"],
  ])("keeps the same-origin link %j", (input, href) => {
    expect(safeLink(input)).toEqual({ href, external: false });
  });

  it.each([
    ["https://example.com/a?b=1", "https://example.com/a?b=1"],
    ["HTTP://example.com", "HTTP://example.com"],
    ["https://例子.中国/课程", "https://例子.中国/课程"],
  ])("marks the absolute http(s) link %j external", (input, href) => {
    expect(safeLink(input)).toEqual({ href, external: true });
  });

  it.each([
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "\\/evil.com",
    "\\\\evil.com",
    "/%2F%2Fevil.com",
    "/%5Cevil.com",
    "/\t/evil.com",
    "https:///evil.com",
    "https:/\\evil.com",
    "https:\\\\evil.com",
    "http:/evil.com",
    "https://www.example.com@evil.com",
    "https://user:pass@evil.com",
    "https://evil.com/a b",
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://example.com",
    "mailto:a@b.cn",
    "evil.com",
    "courses/1",
    "?page=2",
    "",
    "   ",
    undefined,
    null,
    42,
  ])("refuses %j", (input) => {
    expect(safeLink(input)).toBeNull();
  });
});

describe("reloginPathFor", () => {
  it("is the login address plus the flag that makes /login say 请重新登录", () => {
    expect(reloginPathFor("/member/orders?page=2")).toBe("/login?redirect=%2Fmember%2Forders%3Fpage%3D2&relogin=1");
    expect(reloginPathFor("//evil.com")).toBe("/login?redirect=%2F&relogin=1");
  });
});
