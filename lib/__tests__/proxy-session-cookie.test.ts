/** @jest-environment node */
import { appendSessionClearing, appendSessionCookies } from "../server/proxy/session-cookie";

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

  it("adds Secure to both only when asked (HTTPS)", () => {
    const cookies = setCookies((headers) => appendSessionCookies(headers, "T", true));
    for (const cookie of cookies) expect(cookie.attrs).toContain("Secure");
    const cleared = setCookies((headers) => appendSessionClearing(headers, true));
    for (const cookie of cleared) expect(cookie.attrs).toContain("Secure");
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
});
