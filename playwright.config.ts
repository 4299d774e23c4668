import { CHROMIUM_LAUNCH_OPTIONS } from "./e2e/support/chromium-args";
import { defineConfig, devices } from "@playwright/test";
import {
  DOWN_SITE_PORT,
  DOWN_SITE_URL,
  E2E_API_PORT,
  E2E_API_URL,
  E2E_H5_URL,
  E2E_REVALIDATE_SECRET,
  E2E_SITE_PORT,
  UNREACHABLE_API_URL,
} from "./e2e/support/environment";
import {
  FEATURE_API_ENV,
  FEATURE_API_PORT,
  FEATURE_API_URL,
  FEATURE_CONFIG,
  FEATURE_SITE_PORT,
  FEATURE_SITE_URL,
} from "./e2e/support/feature-stack";

const baseURL = `http://127.0.0.1:${E2E_SITE_PORT}`;

// The production build behind the site server, as `npm start` runs it.
// A bounded heap: V8 otherwise grows lazily toward gigabytes under load (docs/operating.md, memory).
const SITE_SERVER = "node --max-old-space-size=256 .next/site-server.js";

function siteEnv(port: number, apiUrl: string): Record<string, string> {
  return {
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    MEEDU_API_URL: apiUrl,
    SITE_URL: `http://127.0.0.1:${port}`,
    REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  };
}

// Specs that change what other tests see run one at a time, after the rest, in the "serial" project:
// backend switches through /__test hooks (throttle, storage, full-text search, agreements, lessons),
// revalidation of shared tags, their own servers on fixed ports (nginx, Redis, extra site instances,
// a large catalogue), and floods of the site. Every other spec runs fully parallel against the
// shared stacks, so its tests must not depend on each other or change shared state (docs/testing.md).
const SERIAL_SPECS = [
  "backend-busy",
  "backend-compat",
  "browser-params",
  "edge",
  "edge-backend-pause",
  "growth-course-cards",
  "member",
  "member-account",
  "operations-edge",
  "operations-npm-start",
  "player-rules",
  "request-limits",
  "session-security",
  "shared-cache",
  "sitemap-large-catalogue",
  "view-flood",
];
const serialSpec = new RegExp(`/(${SERIAL_SPECS.join("|")})\\.spec\\.ts$`);
// Phones: forwarded to the H5 site (mobile.spec.ts), or served the responsive site where there is none (phone-*).
const phoneSpec = /\/(mobile|phone-[\w-]+)\.spec\.ts$/;

// Runs against the production build (`next start`) and the embedded API on a fresh database.
// `npm run test:e2e` runs the parallel projects (desktop, mobile), then the serial one (scripts/e2e.mjs).
export default defineConfig({
  testDir: "./e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // A stray test.only must not shrink the suite on CI.
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: [phoneSpec, serialSpec] },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: phoneSpec, testIgnore: serialSpec },
    {
      name: "serial",
      use: { ...devices["Desktop Chrome"] },
      testMatch: serialSpec,
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: "rm -rf .data/e2e && node embedded-api/dist/server.js",
      url: `${E2E_API_URL}/api/v3/status`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        EMBEDDED_API_PORT: String(E2E_API_PORT),
        EMBEDDED_API_DATA_DIR: ".data/e2e",
        EMBEDDED_API_TEST_HOOKS: "1",
        EMBEDDED_API_RATE_LIMIT: "0",
        EMBEDDED_API_CONFIG: JSON.stringify({ h5_url: E2E_H5_URL }),
        SITE_URL: baseURL,
      },
    },
    {
      command: SITE_SERVER,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: siteEnv(E2E_SITE_PORT, E2E_API_URL),
    },
    // The feature stack (e2e/support/feature-stack.ts): same build, social sign-in switches on.
    {
      command: "rm -rf .data/e2e-features && node embedded-api/dist/server.js",
      url: `${FEATURE_API_URL}/api/v3/status`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        EMBEDDED_API_PORT: String(FEATURE_API_PORT),
        EMBEDDED_API_DATA_DIR: ".data/e2e-features",
        EMBEDDED_API_TEST_HOOKS: "1",
        EMBEDDED_API_RATE_LIMIT: "0",
        EMBEDDED_API_CONFIG: JSON.stringify(FEATURE_CONFIG),
        SITE_URL: FEATURE_SITE_URL,
        ...FEATURE_API_ENV,
      },
    },
    {
      command: SITE_SERVER,
      url: FEATURE_SITE_URL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: siteEnv(FEATURE_SITE_PORT, FEATURE_API_URL),
    },
    // The same build with its backend down (e2e/api-down.spec.ts).
    {
      command: SITE_SERVER,
      url: `${DOWN_SITE_URL}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: siteEnv(DOWN_SITE_PORT, UNREACHABLE_API_URL),
    },
  ],
});
