/** @jest-environment node */
import { config } from "@/middleware";
import { isMiddlewareFree, MIDDLEWARE_FREE_PREFIXES } from "../shared/middleware-free-paths";

describe("the paths middleware skips", () => {
  it("are the ones its matcher leaves out (Next needs the matcher as a literal)", () => {
    const excluded = MIDDLEWARE_FREE_PREFIXES.map((prefix) => prefix.slice(1)).join("|");
    expect(config.matcher).toEqual([`/((?!${excluded}).*)`]);
  });

  it.each([
    ["/_next/static/chunks/x.js", true],
    ["/_next/image", true],
    ["/images/missing.png", true],
    ["/vendor/x.js", true],
    ["/favicon.ico", true],
    ["/icon.svg", true],
    ["/apple-icon.png", true],
    ["/courses", false],
    ["/api/v2/courses", false],
    ["/_next/data/x.json", false],
    ["/login", false],
  ])("%s: %s", (pathname, free) => {
    expect(isMiddlewareFree(pathname)).toBe(free);
    // Next's own reading of the matcher, as a regex over the path.
    expect(!new RegExp(`^${config.matcher[0]}$`).test(pathname)).toBe(free);
  });
});
