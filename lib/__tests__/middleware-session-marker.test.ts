/** @jest-environment node */
import { NextResponse } from "next/server";
import {
  PUBLIC_PAGE_MAX_AGE,
  PUBLIC_PAGE_STALE_SECONDS,
  publicCacheControl,
  syncSessionMarker,
} from "../edge/session-marker";

/** A plain-http request carrying these cookies (as its Cookie header: the session is read from the raw header). */
function cookieJar(values: Record<string, string>) {
  const cookie = Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  return { headers: new Headers({ cookie, "x-forwarded-proto": "http" }) };
}

const PUBLIC = `public, s-maxage=${PUBLIC_PAGE_MAX_AGE}, stale-while-revalidate=${PUBLIC_PAGE_STALE_SECONDS}`;

describe("publicCacheControl", () => {
  it("lets shared caches keep a public page only for visitors without session cookies", () => {
    expect(PUBLIC_PAGE_MAX_AGE).toBe(60);
    expect(PUBLIC_PAGE_STALE_SECONDS).toBe(300);
    expect(publicCacheControl(cookieJar({}))).toBe(PUBLIC);
    expect(publicCacheControl(cookieJar({ "meedu-msv": "3", "meedu-bind-mobile": "ok" }))).toBe(PUBLIC);
    expect(publicCacheControl(cookieJar({ "meedu-user-token": "", "meedu-signed-in": "" }))).toBe(PUBLIC);
  });

  it("is private, no-store with the token or the marker cookie", () => {
    expect(publicCacheControl(cookieJar({ "meedu-user-token": "T" }))).toBe("private, no-store");
    expect(publicCacheControl(cookieJar({ "meedu-signed-in": "1" }))).toBe("private, no-store");
    expect(publicCacheControl(cookieJar({ "meedu-user-token": "T", "meedu-signed-in": "1" }))).toBe(
      "private, no-store",
    );
  });
});

describe("syncSessionMarker", () => {
  it("sets the readable marker for 14 days when the token cookie has none next to it", () => {
    const response = syncSessionMarker(cookieJar({ "meedu-user-token": "T" }), NextResponse.next());
    const marker = response.cookies.get("meedu-signed-in");
    expect(marker).toMatchObject({ value: "1", path: "/", sameSite: "lax", maxAge: 14 * 24 * 3600 });
    expect(marker?.httpOnly).toBeFalsy();
    const header = response.headers.getSetCookie().join("\n");
    expect(header).toContain("meedu-signed-in=1");
    expect(header).not.toContain("meedu-user-token");
  });

  it("repairs a marker with another value", () => {
    const response = syncSessionMarker(
      cookieJar({ "meedu-user-token": "T", "meedu-signed-in": "0" }),
      NextResponse.next(),
    );
    expect(response.cookies.get("meedu-signed-in")?.value).toBe("1");
  });

  it("deletes a marker left without a token", () => {
    const response = syncSessionMarker(cookieJar({ "meedu-signed-in": "1" }), NextResponse.next());
    expect(response.cookies.get("meedu-signed-in")?.value).toBe("");
    const header = response.headers.getSetCookie().join("\n");
    expect(header).toMatch(/meedu-signed-in=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i);
  });

  it("touches nothing when the two are in step, and returns the same response", () => {
    for (const jar of [cookieJar({}), cookieJar({ "meedu-user-token": "T", "meedu-signed-in": "1" })]) {
      const next = NextResponse.next();
      expect(syncSessionMarker(jar, next)).toBe(next);
      expect(next.headers.getSetCookie()).toEqual([]);
    }
  });

  it("never writes the token cookie", () => {
    for (const jar of [cookieJar({ "meedu-user-token": "T" }), cookieJar({ "meedu-signed-in": "1" })]) {
      expect(syncSessionMarker(jar, NextResponse.next()).cookies.get("meedu-user-token")).toBeUndefined();
    }
  });
});

/** A request over https (as the site server decided) with this Cookie header. */
const overHttps = (cookie: string) => ({ headers: new Headers({ cookie, "x-forwarded-proto": "https" }) });
const overHttp = (cookie: string) => ({ headers: new Headers({ cookie, "x-forwarded-proto": "http" }) });

describe("the marker on https: a __Host- cookie, the plain names ignored", () => {
  it.each([
    ["sets __Host-meedu-signed-in, Secure, Path=/, no Domain, next to the __Host- token", "__Host-meedu-user-token=T"],
    ["repairs a __Host- marker with another value", "__Host-meedu-user-token=T; __Host-meedu-signed-in=0"],
    ["a plain marker does not count", "__Host-meedu-user-token=T; meedu-signed-in=1"],
  ])("%s", (_, cookie) => {
    const lines = syncSessionMarker(overHttps(cookie), NextResponse.next()).headers.getSetCookie();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^__Host-meedu-signed-in=1;/);
    expect(lines[0]).toMatch(/; Secure/i);
    expect(lines[0]).toMatch(/; Path=\//);
    expect(lines[0]).not.toMatch(/domain=/i);
  });

  it("deletes a __Host- marker without a counted token, Secure (browsers refuse it otherwise)", () => {
    for (const cookie of ["__Host-meedu-signed-in=1", "__Host-meedu-signed-in=1; meedu-user-token=PLANTED"]) {
      const lines = syncSessionMarker(overHttps(cookie), NextResponse.next()).headers.getSetCookie();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^__Host-meedu-signed-in=;.*Max-Age=0/i);
      expect(lines[0]).toMatch(/; Secure/i);
    }
  });

  it("sets nothing for plain-named cookies on https: a sibling's planted token signs nobody in", () => {
    for (const cookie of ["meedu-user-token=PLANTED", "meedu-user-token=PLANTED; meedu-signed-in=1"]) {
      expect(syncSessionMarker(overHttps(cookie), NextResponse.next()).headers.getSetCookie()).toEqual([]);
    }
  });

  it("keeps public pages shareable for visitors, private for anyone carrying session cookies under any name", () => {
    expect(publicCacheControl(overHttps(""))).toBe(PUBLIC);
    expect(publicCacheControl(overHttps("meedu-msv=3"))).toBe(PUBLIC);
    for (const cookie of [
      "__Host-meedu-user-token=T",
      "__Host-meedu-signed-in=1",
      "meedu-user-token=PLANTED",
      "meedu-signed-in=1",
      "__Host-meedu-user-token=; __Host-meedu-user-token=",
    ]) {
      expect(publicCacheControl(overHttps(cookie))).toBe("private, no-store");
    }
  });
});

describe("two session cookies (one planted)", () => {
  it("keep (or get) the marker, so the page's member read meets the proxy's 请重新登录", () => {
    const lines = syncSessionMarker(overHttp("meedu-user-token=A; meedu-user-token="), NextResponse.next());
    expect(lines.headers.getSetCookie()).toEqual([expect.stringMatching(/^meedu-signed-in=1;/)]);
    const kept = syncSessionMarker(
      overHttp("meedu-user-token=A; meedu-user-token=B; meedu-signed-in=1"),
      NextResponse.next(),
    );
    expect(kept.headers.getSetCookie()).toEqual([]);
  });

  it("are never shared by a cache, even both empty", () => {
    expect(publicCacheControl(overHttp("meedu-user-token=; meedu-user-token="))).toBe("private, no-store");
    expect(publicCacheControl(overHttp("meedu-user-token=A; meedu-user-token=B"))).toBe("private, no-store");
  });
});
