import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COMPOSE_CONF, COMPOSE_VALUES, renderNginxConf } from "../render-nginx-conf";
import { REQUEST_TIMEOUT_MS } from "../../lib/api/request-deadline";
import { contentSecurityPolicy, securityHeaders } from "../../lib/edge/security-headers";
import { isPhoneUserAgent } from "../../lib/shared/phone-user-agent";
import { refusalFor } from "../../server/request-guard";

describe("the nginx kit", () => {
  it("ships the compose configuration rendered from the same template (no second copy of the rules)", () => {
    expect(readFileSync(COMPOSE_CONF, "utf8")).toBe(renderNginxConf(COMPOSE_VALUES));
  });

  it("is a configuration Debian's nginx accepts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "nginx-conf-"));
    const conf = path.join(dir, "nginx.conf");
    writeFileSync(
      conf,
      renderNginxConf({
        LISTEN: "127.0.0.1:18089",
        UPSTREAMS: "127.0.0.1:13001,127.0.0.1:13002",
        STATIC_ROOT: dir,
        CACHE_DIR: path.join(dir, "cache"),
        RUNTIME_DIR: dir,
        REAL_IP_FROM: "203.0.113.0/24",
      }),
    );
    expect(() => execFileSync("nginx", ["-t", "-q", "-c", conf, "-p", dir], { stdio: "pipe" })).not.toThrow();
  });

  it.each([
    ["the plain token (http)", "meedu-user-token=T", true],
    ["the __Host- token (https)", "a=1; __Host-meedu-user-token=T", true],
    ["the __Host- marker (https)", "__Host-meedu-signed-in=1", true],
    ["the plain marker", "x=1;meedu-signed-in=1", true],
    ["only other cookies", "meedu-msv=3; x-meedu-user-token=T; meedu-signed-in-x=1", false],
  ])("sends members past the page cache by any session cookie name: %s", (_, cookie, member) => {
    const conf = renderNginxConf(COMPOSE_VALUES);
    const pattern = /map \$http_cookie \$meedu_member \{\n\s+"~([^"]+)" 1;/.exec(conf)?.[1];
    expect(pattern).toBeDefined();
    expect(new RegExp(pattern!).test(cookie)).toBe(member);
  });

  it("gives every proxied request an id of its own and never replays a stored one", () => {
    const conf = renderNginxConf(COMPOSE_VALUES);
    const proxied = conf.split(/\n    location /).filter((block) => block.includes("proxy_pass"));
    expect(proxied.length).toBeGreaterThanOrEqual(4);
    for (const block of proxied) {
      expect(block).toContain("proxy_set_header X-Request-Id $request_id;");
      expect(block).toContain("proxy_hide_header X-Request-Id;");
      expect(block).toContain("add_header X-Request-Id $request_id always;");
    }
  });

  it.each(["proxy_cache_lock_timeout", "proxy_cache_lock_age"])(
    "holds concurrent first visitors of a page at the cache lock for one render deadline at most (%s)",
    (directive) => {
      const conf = renderNginxConf(COMPOSE_VALUES);
      expect(conf).toContain("proxy_cache_lock on;");
      const [, amount, unit] = new RegExp(`${directive} (\\d+)(ms|s);`).exec(conf) ?? [];
      expect(Number(amount) * (unit === "s" ? 1000 : 1)).toBe(REQUEST_TIMEOUT_MS);
    },
  );

  it("passes the probes through uncached and keeps /metrics to the instances", () => {
    const conf = renderNginxConf(COMPOSE_VALUES);
    for (const probe of ["/healthz", "/readyz"]) {
      const block = new RegExp(`location = ${probe} \\{([^}]*)\\}`).exec(conf)?.[1] ?? "";
      expect(block).toContain("proxy_pass http://meedu_site;");
      expect(block).not.toContain("proxy_cache");
    }
    expect(conf).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  });

  it("keeps its access log as JSON lines, to stdout in the compose kit", () => {
    expect(renderNginxConf(COMPOSE_VALUES)).toContain("access_log /dev/stdout meedu_json;");
    expect(renderNginxConf({ ...COMPOSE_VALUES, ACCESS_LOG: undefined, RUNTIME_DIR: "/run/x" })).toContain(
      "access_log /run/x/access.log meedu_json buffer=64k flush=1s;",
    );
  });

  it("keys phones apart with the site's own phone test", () => {
    const conf = renderNginxConf(COMPOSE_VALUES);
    const phoneMap = /map \$meedu_user_agent \$meedu_phone \{([^}]*)\}/.exec(conf)?.[1] ?? "";
    // One rule: the phone pattern, nothing that overrides it (the former crawler exemption).
    expect(
      phoneMap
        .trim()
        .split("\n")
        .map((line) => line.trim()),
    ).toEqual([expect.stringMatching(/^"~\*\([^)]+\)" "phone";$/), 'default "";']);
    const phonePattern = /"~\*\(([^)]+)\)" "phone";/.exec(phoneMap)![1];
    const edgeSaysPhone = (ua: string) => new RegExp(phonePattern, "i").test(ua);
    for (const [ua, phone] of [
      ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1", true],
      ["Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/124.0.0.0 Mobile Safari/537.36", true],
      ["Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1", false],
      ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0 Safari/537.36", false],
      // Googlebot smartphone is forwarded like any phone, so its copies are a phone's; desktop Googlebot's are not.
      ["Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) Mobile Safari/537.36 (compatible; Googlebot/2.1)", true],
      ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", false],
    ] as const) {
      expect(edgeSaysPhone(ua)).toBe(phone);
      expect(isPhoneUserAgent(ua)).toBe(phone);
    }
  });
});

/**
 * A map of the rendered configuration as nginx evaluates it: an exact value first, then the first
 * matching regex, else the default. PCRE and JavaScript read these simple patterns alike.
 */
function nginxMap(conf: string, source: string, variable: string): (value: string) => string {
  const block = new RegExp(`map ${source.replace(/[$|"]/g, "\\$&")} \\${variable} \\{([^}]*)\\}`).exec(conf)?.[1];
  if (block === undefined) throw new Error(`no map for ${variable}`);
  const entries = block
    .trim()
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && line !== "volatile;")
    .map((line) => {
      const [, pattern, result] = /^"?(.*?)"?\s+"?([^"]*)"?;$/.exec(line)!;
      return [pattern, result] as const;
    });
  const fallback = entries.find(([pattern]) => pattern === "default")?.[1] ?? "";
  const exact = new Map(entries.filter(([pattern]) => pattern !== "default" && !pattern.startsWith("~")));
  const regexes = entries
    .filter(([pattern]) => pattern.startsWith("~"))
    .map(([pattern, result]) => {
      const caseless = pattern.startsWith("~*");
      return [new RegExp(pattern.slice(caseless ? 2 : 1), caseless ? "i" : ""), result] as const;
    });
  return (value) => exact.get(value) ?? regexes.find(([regex]) => regex.test(value))?.[1] ?? fallback;
}

describe("the nginx kit's address checks", () => {
  const conf = renderNginxConf(COMPOSE_VALUES);
  const frameworkQuery = nginxMap(conf, "$args", "$meedu_framework_query");
  const strayRsc = nginxMap(conf, '"$args|$http_rsc"', "$meedu_stray_rsc");
  const edgeRefuses = (url: string, rsc = "") => {
    const args = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
    return frameworkQuery(args) === "1" || strayRsc(`${args}|${rsc}`) === "1";
  };

  // Next reads parameter names percent-decoded: nginx, which cannot decode in a map, takes each
  // character as written or percent-encoded. The site server's guard decides the same.
  it.each([
    ["/courses?nxtPcid=1", true],
    ["/courses?%6ExtPcid=1", true],
    ["/courses?%6extPcid=1", true],
    ["/courses?nxt%50cid=1", true],
    ["/courses?n%78%74Ppage=2", true],
    ["/courses?cid=1&%6E%78%74%50x", true],
    ["/courses?nxt%49foo=1", true],
    ["/courses?_rsc", true],
    ["/courses?%5frsc=1", true],
    ["/courses?_%72sc", true],
    ["/courses?_%72sc=1", true],
    ["/courses?%5F%72%73%63=x", true],
    ["/courses?cid=1&_rs%63", true],
    ["/courses?%6EXTPcid=1", false],
    ["/courses?nxtp=1", false],
    ["/courses?x%6ExtP=1", false],
    ["/search?keywords=%6ExtP", false],
    ["/search?keywords=_%72sc", false],
    ["/courses?_%52SC=1", false],
    ["/courses?_rscx=1", false],
    ["/courses?cid=1", false],
  ] as const)("%s: refused %s, as by the site server", (url, refused) => {
    expect(edgeRefuses(url)).toBe(refused);
    expect(refusalFor("GET", url, {}) !== null).toBe(refused);
  });

  it.each(["/courses?_rsc=abc12", "/courses?_%72sc=1", "/courses?%5F%72%73%63"])(
    "lets the router's own request %s through (RSC: 1)",
    (url) => {
      expect(edgeRefuses(url, "1")).toBe(false);
      expect(refusalFor("GET", url, { rsc: "1" })).toBeNull();
    },
  );
});

describe("the nginx kit's security headers where middleware does not run", () => {
  const conf = renderNginxConf(COMPOSE_VALUES);
  const page = securityHeaders(contentSecurityPolicy([]), false);
  const variableOf = (name: string) => new RegExp(`add_header ${name} (\\$\\w+) always;`).exec(conf)![1];
  const headerAt = (name: string, uri: string, scheme = "http") => {
    const free = nginxMap(conf, "$uri", "$meedu_middleware_free")(uri);
    const source = name === "Strict-Transport-Security" ? '"$meedu_middleware_free$scheme"' : "$meedu_middleware_free";
    return nginxMap(conf, source, variableOf(name))(name === "Strict-Transport-Security" ? `${free}${scheme}` : free);
  };

  it("adds them, always (404s too), in the build files' location and to what the instances answer", () => {
    for (const location of ["location /_next/static/ {", "location / {"]) {
      const block = conf.slice(conf.indexOf(location), conf.indexOf("\n    }", conf.indexOf(location)));
      for (const name of [...Object.keys(page), "Strict-Transport-Security"]) {
        expect(block).toContain(`add_header ${name} ${variableOf(name)} always;`);
      }
    }
  });

  it.each([
    "/_next/static/missing.js",
    "/_next/image",
    "/images/missing.png",
    "/vendor/x.js",
    "/favicon.ico",
    "/icon.svg",
    "/apple-icon.png",
  ])("gives %s the site's page headers", (uri) => {
    for (const [name, value] of Object.entries(page)) expect(headerAt(name, uri)).toBe(value);
    expect(headerAt("Strict-Transport-Security", uri)).toBe("");
    expect(headerAt("Strict-Transport-Security", uri, "https")).toBe(
      securityHeaders("", true)["Strict-Transport-Security"],
    );
  });

  it.each(["/courses", "/login", "/api/v2/courses", "/", "/imagesx"])("adds none to %s (middleware does)", (uri) => {
    for (const name of [...Object.keys(page), "Strict-Transport-Security"])
      expect(headerAt(name, uri, "https")).toBe("");
  });
});
