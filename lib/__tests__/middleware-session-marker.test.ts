/** @jest-environment node */
import { NextResponse } from "next/server";
import {
  PUBLIC_PAGE_MAX_AGE,
  PUBLIC_PAGE_STALE_SECONDS,
  publicCacheControl,
  syncSessionMarker,
} from "../edge/session-marker";

function cookieJar(values: Record<string, string>) {
  return { get: (name: string) => (name in values ? { value: values[name] } : undefined) };
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
