import { hasMalformedPath } from "../request-path";

describe("hasMalformedPath", () => {
  it.each(["/courses/detail/%", "/%E0%A4%A", "/a%zz"])("refuses %s", (url) => expect(hasMalformedPath(url)).toBe(true));
  it.each(["/courses/detail/1", "/search?keywords=%", "/%E4%B8%AD"])("accepts %s", (url) =>
    expect(hasMalformedPath(url)).toBe(false),
  );
});
