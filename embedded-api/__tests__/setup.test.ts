import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/connection";
import { migrate } from "../db/migrate";
import { migrations } from "../db/migrations";
import { seedIfEmpty } from "../db/seed";
import { loadTokenSecret } from "../db/token-secret";
import { readSettings } from "../options";

describe("settings from the environment", () => {
  it("uses the documented defaults", () => {
    const s = readSettings({});
    expect(s).toMatchObject({
      host: "127.0.0.1",
      port: 8000,
      demoMode: true,
      rateLimitPerMinute: 120,
      testHooks: false,
      publicUrl: "http://127.0.0.1:8000",
      configOverrides: {},
      legacyHome: false,
      fullTextSearch: true,
      allowedOrigins: [],
      throttleWhitelistIps: [],
      trustedProxies: [],
      loginLimitRule: 1,
    });
    expect(s.dataDir.endsWith(join(".data", "embedded-api"))).toBe(true);
  });

  it("reads every variable", () => {
    const s = readSettings({
      EMBEDDED_API_HOST: "0.0.0.0",
      EMBEDDED_API_PORT: "9001",
      EMBEDDED_API_DATA_DIR: "/tmp/x",
      EMBEDDED_API_DEMO: "1",
      EMBEDDED_API_RATE_LIMIT: "0",
      EMBEDDED_API_TEST_HOOKS: "1",
      EMBEDDED_API_PUBLIC_URL: "https://api.example.com/",
      EMBEDDED_API_CONFIG: '{"h5_url":"https://m.example.com","socialites":{"qq":1}}',
      EMBEDDED_API_LEGACY_HOME: "1",
      EMBEDDED_API_FULLTEXT_SEARCH: "0",
      EMBEDDED_API_ALLOWED_ORIGINS: "https://www.example.com, http://127.0.0.1:3000/",
      SITE_URL: "https://Site.Example/school",
      EMBEDDED_API_TRUSTED_PROXIES: "127.0.0.1, ::1,10.0.0.0/8",
      EMBEDDED_API_THROTTLE_WHITELIST_IP: "127.0.0.1",
      EMBEDDED_API_LOGIN_LIMIT_RULE: "3",
    });
    expect(s).toEqual({
      host: "0.0.0.0",
      port: 9001,
      dataDir: "/tmp/x",
      demoMode: true,
      rateLimitPerMinute: 0,
      testHooks: true,
      publicUrl: "https://api.example.com",
      configOverrides: { h5_url: "https://m.example.com", socialites: { qq: 1 } },
      legacyHome: true,
      fullTextSearch: false,
      allowedOrigins: ["https://www.example.com", "http://127.0.0.1:3000", "https://site.example"],
      trustedProxies: ["127.0.0.1", "::1", "10.0.0.0/8"],
      throttleWhitelistIps: ["127.0.0.1"],
      loginLimitRule: 3,
    });
  });

  it("refuses demo mode under NODE_ENV=production unless EMBEDDED_API_DEMO says so", () => {
    expect(() => readSettings({ NODE_ENV: "production" })).toThrow(/refusing to start in demo mode/);
    expect(readSettings({ NODE_ENV: "production", EMBEDDED_API_DEMO: "1" }).demoMode).toBe(true);
    expect(readSettings({ NODE_ENV: "production", EMBEDDED_API_DEMO: "0" }).demoMode).toBe(false);
    expect(readSettings({ NODE_ENV: "development" }).demoMode).toBe(true);
  });

  it("refuses the test hooks outside demo mode: they sign anyone in and mark orders paid", () => {
    expect(() => readSettings({ EMBEDDED_API_DEMO: "0", EMBEDDED_API_TEST_HOOKS: "1" })).toThrow(
      /EMBEDDED_API_TEST_HOOKS=1 needs demo mode/,
    );
    expect(() =>
      readSettings({ NODE_ENV: "production", EMBEDDED_API_DEMO: "0", EMBEDDED_API_TEST_HOOKS: "1" }),
    ).toThrow(/needs demo mode/);
    expect(readSettings({ EMBEDDED_API_DEMO: "0" }).testHooks).toBe(false);
    expect(readSettings({ EMBEDDED_API_DEMO: "1", EMBEDDED_API_TEST_HOOKS: "1" }).testHooks).toBe(true);
  });

  it("rejects a bad EMBEDDED_API_CONFIG or port", () => {
    expect(() => readSettings({ EMBEDDED_API_CONFIG: "{" })).toThrow(/EMBEDDED_API_CONFIG/);
    expect(() => readSettings({ EMBEDDED_API_CONFIG: "[1]" })).toThrow(/JSON object/);
    expect(() => readSettings({ EMBEDDED_API_PORT: "abc" })).toThrow(/EMBEDDED_API_PORT/);
    expect(() => readSettings({ EMBEDDED_API_ALLOWED_ORIGINS: "*" })).toThrow(/EMBEDDED_API_ALLOWED_ORIGINS/);
    expect(() => readSettings({ EMBEDDED_API_ALLOWED_ORIGINS: "https://a.example/path" })).toThrow(
      /EMBEDDED_API_ALLOWED_ORIGINS/,
    );
    expect(() => readSettings({ SITE_URL: "localhost:3000" })).toThrow(/SITE_URL/);
    expect(() => readSettings({ EMBEDDED_API_TRUSTED_PROXIES: "loopback" })).toThrow(/EMBEDDED_API_TRUSTED_PROXIES/);
    expect(() => readSettings({ EMBEDDED_API_THROTTLE_WHITELIST_IP: "10.0.0.0/33" })).toThrow(
      /EMBEDDED_API_THROTTLE_WHITELIST_IP/,
    );
    expect(() => readSettings({ EMBEDDED_API_LOGIN_LIMIT_RULE: "2" })).toThrow(/EMBEDDED_API_LOGIN_LIMIT_RULE/);
  });
});

describe("database setup", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "embedded-api-setup-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("migrates once, records versions, and seeds only a new database", async () => {
    const db = openDatabase(dir);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(migrate(db)).toEqual(migrations.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count("SELECT COUNT(*) AS n FROM courses")).toBeGreaterThanOrEqual(26);
    expect(count("SELECT COUNT(*) AS n FROM roles")).toBe(2);
    expect(count("SELECT COUNT(*) AS n FROM schema_migrations")).toBe(migrations.length);
    db.close();
  });

  it("creates the token secret once with mode 0600", () => {
    const first = loadTokenSecret(dir);
    expect(statSync(join(dir, "token-secret")).mode & 0o777).toBe(0o600);
    expect(Buffer.from(loadTokenSecret(dir)).equals(Buffer.from(first))).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(32);
  });
});
