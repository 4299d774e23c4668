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

  // Next reads parameter names percent-decoded (URLSearchParams): every spelling of its names.
  it.each([
    "/courses?nxtPcid=1",
    "/courses?%6ExtPcid=1",
    "/courses?%6extPcid=1",
    "/courses?nxt%50cid=1",
    "/courses?n%78%74Ppage=2",
    "/courses?cid=1&%6E%78%74%50x",
    "/courses?nxtIfoo=1",
    "/courses?nxt%49foo=1",
    "/?%6E%78%74%49",
  ])("refuses Next's own parameter in %s, for the router's requests too", (url) => {
    expect(statusOf("GET", url)).toBe(400);
    expect(statusOf("GET", url, { rsc: "1" })).toBe(400);
  });

  it.each(["/courses?_%72sc", "/courses?_%72sc=1", "/courses?%5F%72%73%63=x", "/courses?cid=1&_rs%63"])(
    "refuses the router's parameter spelled %s outside the router's own requests",
    (url) => {
      expect(statusOf("GET", url)).toBe(400);
      expect(statusOf("GET", url, { rsc: "1" })).toBeNull();
    },
  );

  it.each([
    "/courses?%6EXTPcid=1",
    "/courses?nxtp=1",
    "/courses?x%6ExtP=1",
    "/search?keywords=%6ExtP",
    "/courses?_%52SC=1",
    "/?%5f%52%53%43",
  ])("passes %s on: not a name Next reads as its own", (url) => expect(statusOf("GET", url)).toBeNull());

  it("answers 414 for a request target over 4 KB, 405 for TRACE and TRACK", () => {
    expect(statusOf("GET", `/search?keywords=${"中".repeat(2000)}`)).toBe(414);
    expect(statusOf("TRACE", "/")).toBe(405);
    expect(statusOf("TRACK", "/courses")).toBe(405);
    expect(statusOf("CONNECT", "/")).toBe(405);
  });

  // The site speaks plain HTTP: an upgrade (WebSocket, h2c) is answered at once, never held open.
  it.each([
    [{ connection: "Upgrade", upgrade: "websocket" }, "/_next/webpack-hmr"],
    [{ connection: "keep-alive, Upgrade", upgrade: "websocket" }, "/_next/static/x"],
    [{ connection: "upgrade", upgrade: "WebSocket" }, "/courses"],
    [{ connection: "Upgrade, HTTP2-Settings", upgrade: "h2c" }, "/"],
    [{ connection: "Upgrade", upgrade: "websocket" }, "/api/v2/courses"],
  ])("refuses the upgrade %j on %s with 400", (headers, url) => {
    expect(statusOf("GET", url, headers)).toBe(400);
  });

  it("passes an Upgrade header that asks for no upgrade (no Connection: upgrade)", () => {
    expect(statusOf("GET", "/courses", { upgrade: "websocket" })).toBeNull();
    expect(statusOf("GET", "/courses", { connection: "keep-alive" })).toBeNull();
  });

  it("refuses bodies on page addresses unread, and API bodies over 3 MB", () => {
    expect(statusOf("POST", "/courses", { "content-length": String(300 * 1024 * 1024) })).toBe(413);
    expect(statusOf("POST", "/", { "transfer-encoding": "chunked" })).toBe(413);
    expect(statusOf("POST", "/api/v2/login/password", { "content-length": "120" })).toBeNull();
    expect(statusOf("POST", "/api/v2/member/detail/avatar", { "content-length": String(4 * 1024 * 1024) })).toBe(413);
    expect(statusOf("POST", "/courses", { "content-length": "0" })).toBeNull();
  });
});
