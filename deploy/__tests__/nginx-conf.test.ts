import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COMPOSE_CONF, COMPOSE_VALUES, renderNginxConf } from "../render-nginx-conf";
import { REQUEST_TIMEOUT_MS } from "../../lib/api/request-deadline";
import { isPhoneUserAgent } from "../../lib/shared/phone-user-agent";

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
