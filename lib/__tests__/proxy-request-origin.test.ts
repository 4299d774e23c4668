/** @jest-environment node */
import { mayActForSession, type ProxiedRequest } from "../server/proxy/request-origin";

const SITE = "https://www.school.cn";
const SIBLING = "https://m.school.cn";
const ELSEWHERE = "https://evil.example";

type Headers = Record<string, string>;

function request(method: string, headers: Headers, options: { path?: string; session?: boolean } = {}): ProxiedRequest {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    method,
    path: options.path ?? "v2/course/2/like",
    carriesSession: options.session ?? true,
    headers: { get: (name: string) => lower.get(name.toLowerCase()) ?? null },
  };
}

// What Chromium sends for a script's fetch() from one of the site's own pages.
const OWN_FETCH = { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" };
// What Node's fetch (undici) sends: a mode, but no site.
const NODE_FETCH = { "Sec-Fetch-Mode": "cors" };

describe("request-origin: the session cookie acts only for requests the site's own pages make", () => {
  describe.each(["GET", "POST"])("%s carrying the session", (method) => {
    it.each<[string, Headers, boolean]>([
      ["Chromium fetch from an own page", OWN_FETCH, true],
      ["Chromium fetch from an own page, with the Origin header", { ...OWN_FETCH, Origin: SITE }, true],
      ["keepalive / sendBeacon from an own page (no-cors)", { ...OWN_FETCH, "Sec-Fetch-Mode": "no-cors" }, true],
      [
        "top-level navigation from another site",
        { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
        false,
      ],
      [
        "top-level navigation from an own page (a link to /api)",
        { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
        false,
      ],
      [
        "address typed or bookmarked",
        { "Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
        false,
      ],
      ["fetch from a sibling subdomain", { ...OWN_FETCH, "Sec-Fetch-Site": "same-site", Origin: SIBLING }, false],
      ["fetch from another site", { ...OWN_FETCH, "Sec-Fetch-Site": "cross-site", Origin: ELSEWHERE }, false],
      [
        "<img> on a sibling subdomain",
        { "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" },
        false,
      ],
      [
        "<img> on an own page (admin or member HTML)",
        { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" },
        false,
      ],
      [
        "<script> on an own page",
        { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "script" },
        false,
      ],
      [
        "<iframe> on an own page",
        { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe" },
        false,
      ],
      [
        "fetch from a sibling subdomain: Fetch Metadata decides, not a matching Origin",
        { ...OWN_FETCH, "Sec-Fetch-Site": "same-site", Origin: SITE },
        false,
      ],
      ["no Fetch Metadata, Origin of the site", { Origin: SITE }, true],
      ["no Fetch Metadata, Origin with the default port written out", { Origin: "https://www.school.cn:443" }, true],
      ["no Fetch Metadata, Origin of a sibling subdomain", { Origin: SIBLING }, false],
      ["no Fetch Metadata, Origin of another site", { Origin: ELSEWHERE }, false],
      ["no Fetch Metadata, Origin of the site over http", { Origin: "http://www.school.cn" }, false],
      ["no Fetch Metadata, Origin null (sandboxed page, redirect)", { Origin: "null" }, false],
      ["no Fetch Metadata, Referer from an own page", { Referer: `${SITE}/courses/detail/2` }, true],
      ["no Fetch Metadata, Referer from another site", { Referer: `${ELSEWHERE}/trap.html` }, false],
      ["no Fetch Metadata, Referer that is not a URL", { Referer: "not a url" }, false],
      ["no Fetch Metadata, Origin decides over a matching Referer", { Origin: ELSEWHERE, Referer: `${SITE}/` }, false],
      ["Node fetch with the site's Origin", { ...NODE_FETCH, Origin: SITE }, true],
      ["Node fetch with another Origin", { ...NODE_FETCH, Origin: SIBLING }, false],
      ["no Fetch Metadata but a navigation mode", { "Sec-Fetch-Mode": "navigate", Origin: SITE }, false],
      ["no Fetch Metadata but an image destination", { "Sec-Fetch-Dest": "image", Origin: SITE }, false],
    ])("%s", (_case, headers, allowed) => {
      expect(mayActForSession(request(method, headers), SITE)).toBe(allowed);
    });
  });

  it("refuses a session request without Fetch Metadata, Origin or Referer, a GET too (MeEdu changes state on GETs)", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE"]) {
      expect(mayActForSession(request(method, {}), SITE)).toBe(false);
      expect(mayActForSession(request(method, NODE_FETCH), SITE)).toBe(false);
    }
    // An older browser's own read carries the page's Referer.
    expect(mayActForSession(request("GET", { Referer: `${SITE}/courses/detail/1` }), SITE)).toBe(true);
  });

  it.each([
    "v2/login/password",
    "v2/login/mobile",
    "v3/auth/login/code",
    "v3/auth/register/withSocialite",
    "v2/logout",
  ])("guards %s, which sets or clears the session, even for a visitor without one", (path) => {
    const anonymous = { path, session: false };
    const crossSiteForm = {
      "Sec-Fetch-Site": "cross-site",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "document",
    };
    expect(mayActForSession(request("POST", crossSiteForm, anonymous), SITE)).toBe(false);
    expect(mayActForSession(request("POST", { ...OWN_FETCH, "Sec-Fetch-Site": "same-site" }, anonymous), SITE)).toBe(
      false,
    );
    expect(mayActForSession(request("POST", { Origin: ELSEWHERE }, anonymous), SITE)).toBe(false);
    expect(mayActForSession(request("POST", {}, anonymous), SITE)).toBe(false);
    expect(mayActForSession(request("POST", OWN_FETCH, anonymous), SITE)).toBe(true);
    expect(mayActForSession(request("POST", { Origin: SITE }, anonymous), SITE)).toBe(true);
  });

  it("leaves requests that neither carry the session nor set or clear it alone", () => {
    const anonymous = (path: string) => ({ path, session: false });
    const crossSiteNavigation = {
      "Sec-Fetch-Site": "cross-site",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "document",
    };
    expect(mayActForSession(request("GET", crossSiteNavigation, anonymous("v2/courses")), SITE)).toBe(true);
    expect(mayActForSession(request("GET", { Origin: ELSEWHERE }, anonymous("v2/courses")), SITE)).toBe(true);
    expect(mayActForSession(request("GET", {}, anonymous("v2/captcha/image")), SITE)).toBe(true);
    expect(mayActForSession(request("POST", { Origin: SIBLING }, anonymous("v2/captcha/sms")), SITE)).toBe(true);
    // The path is compared exactly: a longer path issues no token (the proxy inspects the same string).
    expect(mayActForSession(request("POST", { Origin: ELSEWHERE }, anonymous("v2/login/password/x")), SITE)).toBe(true);
  });
});
