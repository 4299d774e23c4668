import { join, resolve } from "node:path";
import { ipMatcher } from "./lib/ip-list";
import { PACKAGE_ROOT } from "./package-root";
import { parseOrigin } from "./lib/return-address";
import type { LoginLimitRule } from "./types";

/** Server settings read from the environment (see embedded-api/README.md). */
export interface ServerSettings {
  host: string;
  port: number;
  dataDir: string;
  demoMode: boolean;
  rateLimitPerMinute: number;
  throttleWhitelistIps: string[];
  trustedProxies: string[];
  testHooks: boolean;
  publicUrl: string;
  configOverrides: Record<string, unknown>;
  legacyHome: boolean;
  /** false: behave like a MeEdu without Meilisearch (v3 search always empty). */
  fullTextSearch: boolean;
  /** Origins besides the API's own that return addresses may point at (the site). */
  allowedOrigins: string[];
  loginLimitRule: LoginLimitRule;
}

/** The repository the package lives in: demo data goes to its .data folder. */
const REPO_ROOT = resolve(PACKAGE_ROOT, "..");

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === "" ? fallback : !["0", "false", "no", "off"].includes(value.trim().toLowerCase());

function intOr(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function parseOverrides(raw: string | undefined): Record<string, unknown> {
  if (!raw || !raw.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new Error(`EMBEDDED_API_CONFIG is not valid JSON: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new Error("EMBEDDED_API_CONFIG must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

const commaList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function withName<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
}

/** A comma-separated list of IPs and CIDR ranges, checked now so a typo stops the server. */
function ipList(env: Record<string, string | undefined>, name: string): string[] {
  const entries = commaList(env[name]);
  withName(name, () => ipMatcher(entries));
  return entries;
}

/** EMBEDDED_API_ALLOWED_ORIGINS (comma-separated origins) plus the origin of SITE_URL when set. */
function allowedOrigins(env: Record<string, string | undefined>): string[] {
  const listed = withName("EMBEDDED_API_ALLOWED_ORIGINS", () =>
    commaList(env.EMBEDDED_API_ALLOWED_ORIGINS).map(parseOrigin),
  );
  const site = env.SITE_URL?.trim();
  const siteOrigin = site ? withName("SITE_URL", () => parseOrigin(new URL(site).origin)) : undefined;
  return [...new Set(siteOrigin ? [...listed, siteOrigin] : listed)];
}

/**
 * EMBEDDED_API_DEMO: demo mode (SMS codes in the log, 112233, the 演示 stand-ins) is the default
 * for a developer's machine. Under NODE_ENV=production it must be asked for explicitly: a
 * production process that merely forgot the variable must not accept 112233 from anyone.
 */
function demoMode(env: Record<string, string | undefined>): boolean {
  const value = env.EMBEDDED_API_DEMO?.trim();
  if (env.NODE_ENV === "production" && !value) {
    throw new Error(
      "EMBEDDED_API_DEMO is not set and NODE_ENV=production: refusing to start in demo mode (any SMS code 112233 would " +
        "sign anyone in). Set EMBEDDED_API_DEMO=1 for a demo deployment, or EMBEDDED_API_DEMO=0.",
    );
  }
  return flag(value, true);
}

/**
 * EMBEDDED_API_TEST_HOOKS: the /__test/* hooks sign anyone in, mark orders paid and fake outages;
 * like the other demo stand-ins they exist in demo mode only, and asking for them otherwise stops start-up.
 */
function testHooks(env: Record<string, string | undefined>, demo: boolean): boolean {
  const wanted = flag(env.EMBEDDED_API_TEST_HOOKS, false);
  if (wanted && !demo) {
    throw new Error(
      "EMBEDDED_API_TEST_HOOKS=1 needs demo mode: the test hooks sign anyone in and mark orders paid. " +
        "Unset EMBEDDED_API_TEST_HOOKS, or set EMBEDDED_API_DEMO=1 on a machine that is not in production.",
    );
  }
  return wanted;
}

/** EMBEDDED_API_LOGIN_LIMIT_RULE: MeEdu's login limit rule, 1 (default) or 3 (one device). */
function loginLimitRule(value: string | undefined): LoginLimitRule {
  const rule = intOr(value, 1, "EMBEDDED_API_LOGIN_LIMIT_RULE");
  if (rule !== 1 && rule !== 3) throw new Error(`EMBEDDED_API_LOGIN_LIMIT_RULE must be 1 or 3, got "${value}"`);
  return rule;
}

/** Parses EMBEDDED_API_* variables into settings, with the documented defaults. */
export function readSettings(env: Record<string, string | undefined> = process.env): ServerSettings {
  const host = env.EMBEDDED_API_HOST?.trim() || "127.0.0.1";
  const port = intOr(env.EMBEDDED_API_PORT, 8000, "EMBEDDED_API_PORT");
  const demo = demoMode(env);
  return {
    host,
    port,
    dataDir: resolve(env.EMBEDDED_API_DATA_DIR?.trim() || join(REPO_ROOT, ".data", "embedded-api")),
    demoMode: demo,
    rateLimitPerMinute: intOr(env.EMBEDDED_API_RATE_LIMIT, 120, "EMBEDDED_API_RATE_LIMIT"),
    throttleWhitelistIps: ipList(env, "EMBEDDED_API_THROTTLE_WHITELIST_IP"),
    trustedProxies: ipList(env, "EMBEDDED_API_TRUSTED_PROXIES"),
    testHooks: testHooks(env, demo),
    publicUrl: (env.EMBEDDED_API_PUBLIC_URL?.trim() || `http://127.0.0.1:${port}`).replace(/\/+$/, ""),
    configOverrides: parseOverrides(env.EMBEDDED_API_CONFIG),
    legacyHome: flag(env.EMBEDDED_API_LEGACY_HOME, false),
    fullTextSearch: flag(env.EMBEDDED_API_FULLTEXT_SEARCH, true),
    allowedOrigins: allowedOrigins(env),
    loginLimitRule: loginLimitRule(env.EMBEDDED_API_LOGIN_LIMIT_RULE),
  };
}
