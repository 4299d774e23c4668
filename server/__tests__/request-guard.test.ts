import { refusalFor } from "../request-guard";

const statusOf = (method: string, url: string, headers: Record<string, string> = {}) =>
  refusalFor(method, url, headers)?.status ?? null;

describe("refusalFor", () => {
  it.each(["/courses/detail/%", "/%E0%A4%A", "/a%zz", "/courses?cid=1#", "/courses#x", "*", ""])(
    "refuses the request target %j with 400",
    (url) => expect(statusOf("GET", url)).toBe(400),
  );

  it.each(["/courses/detail/1", "/search?keywords=%", "/%E4%B8%AD", "/courses?cid=1&page=2"])("passes %s on", (url) =>
    expect(statusOf("GET", url)).toBeNull(),
  );

  it("refuses the router's _rsc outside the router's own requests, however it is spelled", () => {
    for (const url of ["/courses?_rsc=abc", "/courses?_rsc", "/courses?cid=1&_rsc", "/courses?%5frsc=1", "/?%5Frsc"]) {
      expect(statusOf("GET", url)).toBe(400);
      expect(statusOf("GET", url, { rsc: "1" })).toBeNull();
    }
    expect(statusOf("GET", "/search?keywords=_rsc")).toBeNull();
  });

  it("answers 414 for a request target over 4 KB, 405 for TRACE and TRACK", () => {
    expect(statusOf("GET", `/search?keywords=${"中".repeat(2000)}`)).toBe(414);
    expect(statusOf("TRACE", "/")).toBe(405);
    expect(statusOf("TRACK", "/courses")).toBe(405);
    expect(statusOf("CONNECT", "/")).toBe(405);
  });

  it("refuses bodies on page addresses unread, and API bodies over 3 MB", () => {
    expect(statusOf("POST", "/courses", { "content-length": String(300 * 1024 * 1024) })).toBe(413);
    expect(statusOf("POST", "/", { "transfer-encoding": "chunked" })).toBe(413);
    expect(statusOf("POST", "/api/v2/login/password", { "content-length": "120" })).toBeNull();
    expect(statusOf("POST", "/api/v2/member/detail/avatar", { "content-length": String(4 * 1024 * 1024) })).toBe(413);
    expect(statusOf("POST", "/courses", { "content-length": "0" })).toBeNull();
  });
});
