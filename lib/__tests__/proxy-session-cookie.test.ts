/** @jest-environment node */
import { appendConflictClearing, appendSessionClearing, appendSessionCookies } from "../edge/session-cookie";

function attributes(cookie: string): { name: string; value: string; attrs: string[] } {
  const [pair, ...attrs] = cookie.split("; ");
  const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
  return { name, value, attrs };
}

function setCookies(build: (headers: Headers) => void) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  build(headers);
  return headers.getSetCookie().map(attributes);
}

const FOURTEEN_DAYS = 14 * 24 * 3600;

describe("session-cookie: the cookies the /api proxy sets", () => {
  it("keeps the token in an HttpOnly, SameSite=Lax cookie for 14 days, next to a readable marker", () => {
    const [token, marker, ...rest] = setCookies((headers) => appendSessionCookies(headers, "jwt.abc.def", false));
    expect(rest).toEqual([]);
    expect(token.name).toBe("meedu-user-token");
    expect(token.value).toBe("jwt.abc.def");
    expect(token.attrs).toEqual(
      expect.arrayContaining(["Path=/", `Max-Age=${FOURTEEN_DAYS}`, "SameSite=Lax", "HttpOnly"]),
    );
    expect(token.attrs).not.toContain("Secure");

    expect(marker.name).toBe("meedu-signed-in");
    expect(marker.value).toBe("1");
    expect(marker.attrs).toEqual(expect.arrayContaining(["Path=/", `Max-Age=${FOURTEEN_DAYS}`, "SameSite=Lax"]));
    expect(marker.attrs).not.toContain("HttpOnly");
    expect(marker.attrs).not.toContain("Secure");
  });

  it("on https: __Host- cookies, Secure, Path=/ and no Domain, set and cleared alike", () => {
    const cookies = setCookies((headers) => appendSessionCookies(headers, "T", true));
    const cleared = setCookies((headers) => appendSessionClearing(headers, true));
    expect(cookies.map((cookie) => cookie.name)).toEqual(["__Host-meedu-user-token", "__Host-meedu-signed-in"]);
    expect(cleared.map((cookie) => cookie.name)).toEqual(["__Host-meedu-user-token", "__Host-meedu-signed-in"]);
    for (const cookie of [...cookies, ...cleared]) {
      expect(cookie.attrs).toEqual(expect.arrayContaining(["Secure", "Path=/"]));
      expect(cookie.attrs.filter((attr) => /^domain=/i.test(attr))).toEqual([]);
    }
  });

  it("encodes tokens that are not cookie-safe", () => {
    const [token] = setCookies((headers) => appendSessionCookies(headers, "12|ab;c d", false));
    expect(token.value).toBe(encodeURIComponent("12|ab;c d"));
    expect(decodeURIComponent(token.value)).toBe("12|ab;c d");
  });

  it("clears both with Max-Age=0, the token staying HttpOnly", () => {
    const [token, marker, ...rest] = setCookies((headers) => appendSessionClearing(headers, false));
    expect(rest).toEqual([]);
    expect(token).toMatchObject({ name: "meedu-user-token", value: "" });
    expect(token.attrs).toEqual(expect.arrayContaining(["Path=/", "Max-Age=0", "SameSite=Lax", "HttpOnly"]));
    expect(marker).toMatchObject({ name: "meedu-signed-in", value: "" });
    expect(marker.attrs).toEqual(expect.arrayContaining(["Path=/", "Max-Age=0"]));
    expect(marker.attrs).not.toContain("HttpOnly");
  });

  it("appends to what is already there instead of replacing it", () => {
    const headers = new Headers();
    headers.append("Set-Cookie", "other=1; Path=/");
    appendSessionCookies(headers, "T", false);
    expect(headers.getSetCookie()).toHaveLength(3);
    expect(headers.getSetCookie()[0]).toBe("other=1; Path=/");
  });

  describe("clearing after two session cookies came (one planted)", () => {
    /** name|Path|Domain of each cookie cleared, the host-only pair first. */
    const cleared = (scope: { https: boolean; host: string; pathname: string }) =>
      setCookies((headers) => appendConflictClearing(headers, scope)).map((cookie) => {
        expect(cookie.value).toBe("");
        expect(cookie.attrs).toContain("Max-Age=0");
        const attr = (key: string) => cookie.attrs.find((a) => a.startsWith(`${key}=`))?.slice(key.length + 1) ?? "";
        return `${cookie.name}|${attr("Path")}|${attr("Domain")}`;
      });

    it("on https: only the __Host- pair, which can live in one place only", () => {
      for (const pathname of ["/member/orders", "/api/v2/member/detail"]) {
        expect(cleared({ https: true, host: "www.school.test", pathname })).toEqual([
          "__Host-meedu-user-token|/|",
          "__Host-meedu-signed-in|/|",
        ]);
      }
    });

    it.each([
      ["a page, an IP host", "127.0.0.1", "/member/orders", ["/", "/member", "/member/", "/member/orders"], []],
      ["a page, localhost", "localhost", "/member", ["/", "/member"], []],
      [
        "an /api call on a named host",
        "www.school.test",
        "/api/v2/member/detail",
        ["/", "/api", "/api/", "/api/v2", "/api/v2/", "/api/v2/member", "/api/v2/member/", "/api/v2/member/detail"],
        ["www.school.test", "school.test"],
      ],
      ["a path with a trailing slash", "127.0.0.1", "/member/", ["/", "/member", "/member/"], []],
      [
        "a deep path, down to four levels",
        "127.0.0.1",
        "/a/b/c/d/e/f",
        ["/", "/a", "/a/", "/a/b", "/a/b/", "/a/b/c", "/a/b/c/", "/a/b/c/d", "/a/b/c/d/"],
        [],
      ],
    ])("on http, %s: the token wherever this request could have carried it", (_, host, pathname, paths, domains) => {
      const lines = cleared({ https: false, host, pathname });
      expect(lines.slice(0, 2)).toEqual(["meedu-user-token|/|", "meedu-signed-in|/|"]);
      const tokenScopes = paths.flatMap((path) =>
        ["", ...domains].map((domain) => `meedu-user-token|${path}|${domain}`),
      );
      expect(lines.filter((line) => line.startsWith("meedu-user-token|")).sort()).toEqual(tokenScopes.sort());
      expect(lines.filter((line) => line.startsWith("meedu-signed-in|")).sort()).toEqual(
        ["", ...domains].map((domain) => `meedu-signed-in|/|${domain}`).sort(),
      );
    });

    it("keeps the token HttpOnly in every clearing line", () => {
      const lines = setCookies((headers) =>
        appendConflictClearing(headers, { https: false, host: "www.school.test", pathname: "/member" }),
      );
      for (const line of lines.filter((cookie) => cookie.name === "meedu-user-token"))
        expect(line.attrs).toContain("HttpOnly");
    });
  });
});
