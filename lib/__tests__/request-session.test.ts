/** @jest-environment node */
import { SESSION_COOKIE_SPELLINGS, siteCookieName } from "../shared/cookie-names";
import { readRequestSession, type RequestSession } from "../shared/request-session";

// The session a request carries, as every reader (middleware, the /api proxy, member pages)
// takes it: from the raw Cookie header, under the name of the request's scheme.

const request = (cookie: string, https: boolean) =>
  new Headers({ cookie, "x-forwarded-proto": https ? "https" : "http" });

const NONE: RequestSession = { kind: "none" };
const CONFLICT: RequestSession = { kind: "conflict" };
const one = (token: string): RequestSession => ({ kind: "one", token });

describe("readRequestSession", () => {
  const cases: [string, string, boolean, RequestSession][] = [
    ["no cookies", "", false, NONE],
    ["only other cookies", "meedu-msv=3; meedu-signed-in=1", false, NONE],
    ["an empty token", "meedu-user-token=", false, NONE],
    ["the plain token on http", "meedu-user-token=T", false, one("T")],
    [
      "an encoded token, decoded as Next decodes it",
      `meedu-user-token=${encodeURIComponent("12|ab c")}`,
      false,
      one("12|ab c"),
    ],
    ["a __Host- token on http (no such cookie there)", "__Host-meedu-user-token=T", false, NONE],
    ["the __Host- token on https", "__Host-meedu-user-token=T", true, one("T")],
    ["the plain token on https (a sibling can set it for the whole domain)", "meedu-user-token=T", true, NONE],
    [
      "plain ones next to the __Host- one on https: ignored",
      "meedu-user-token=X; __Host-meedu-user-token=T; meedu-user-token=Y",
      true,
      one("T"),
    ],
    ["another case of the prefix is another name", "__host-meedu-user-token=T", true, NONE],
    ["two plain tokens on http", "meedu-user-token=T; meedu-user-token=X", false, CONFLICT],
    ["two plain tokens, without spaces", "meedu-user-token=T;meedu-user-token=X", false, CONFLICT],
    ["two plain tokens, one empty", "meedu-user-token=; meedu-user-token=T", false, CONFLICT],
    ["the same token twice", "meedu-user-token=T; other=1; meedu-user-token=T", false, CONFLICT],
    ["two __Host- tokens on https", "__Host-meedu-user-token=T; __Host-meedu-user-token=X", true, CONFLICT],
    ["a token whose value is not decodable", "meedu-user-token=%E0%A4%A", false, one("%E0%A4%A")],
  ];
  it.each(cases)("%s", (_, cookie, https, expected) => {
    expect(readRequestSession(request(cookie, https))).toEqual(expected);
  });

  it("takes https only from x-forwarded-proto as the site server or nginx set it", () => {
    for (const proto of ["HTTPS", "https, http", "http", ""]) {
      const headers = new Headers({ cookie: "__Host-meedu-user-token=T", "x-forwarded-proto": proto });
      expect(readRequestSession(headers)).toEqual(NONE);
    }
  });
});

describe("cookie names", () => {
  it("prefixes the site's cookies with __Host- on https only", () => {
    expect(siteCookieName("meedu-user-token", true)).toBe("__Host-meedu-user-token");
    expect(siteCookieName("meedu-user-token", false)).toBe("meedu-user-token");
  });

  it("lists every spelling of the session cookies for nginx's member check", () => {
    expect(SESSION_COOKIE_SPELLINGS).toEqual([
      "meedu-user-token",
      "__Host-meedu-user-token",
      "meedu-signed-in",
      "__Host-meedu-signed-in",
    ]);
  });
});
