import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// What every project shares; next/jest adds its SWC transform and asset mocks on top.
/** @type {import('jest').Config} */
const shared = {
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/node_modules/server-only/empty.js" },
  testPathIgnorePatterns: ["<rootDir>/e2e/", "<rootDir>/.next/", "<rootDir>/node_modules/"],
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/.data/", "<rootDir>/embedded-api/dist/"],
};

// Site tests that run in Node rather than jsdom (server/ and embedded-api/ are Node throughout).
// Every other site test (components/, app/, lib/) gets jsdom. Moving or renaming one of these
// files means updating its path here: a listed path that no longer exists stops the run below.
const SITE_NODE_TESTS = [
  "lib/__tests__/account-helpers.test.ts",
  "lib/__tests__/agreements-api.test.ts",
  "lib/__tests__/api-client-server.test.ts",
  "lib/__tests__/bootstrap.test.ts",
  "lib/__tests__/course-normalize.test.ts",
  "lib/__tests__/env.test.ts",
  "lib/__tests__/courses-query.test.ts",
  "lib/__tests__/format-duration.test.ts",
  "lib/__tests__/h5-redirect.test.ts",
  "lib/__tests__/highlight-keyword.test.ts",
  "lib/__tests__/home-legacy-fallback.test.ts",
  "lib/__tests__/html-excerpt.test.ts",
  "lib/__tests__/math-delimiters.test.ts",
  "lib/__tests__/media-origin-check.test.ts",
  "lib/__tests__/media-urls.test.ts",
  "lib/__tests__/member-lists-normalize.test.ts",
  "lib/__tests__/middleware-session-marker.test.ts",
  "lib/__tests__/mobile-user-agent.test.ts",
  "lib/__tests__/normalizers.test.ts",
  "lib/__tests__/og-font.test.ts",
  "lib/__tests__/orders-normalize.test.ts",
  "lib/__tests__/page-metadata.test.ts",
  "lib/__tests__/proxy-body-limit.test.ts",
  "lib/__tests__/proxy-session-cookie.test.ts",
  "lib/__tests__/proxy-session-response.test.ts",
  "lib/__tests__/proxy-throttled-answer.test.ts",
  "lib/__tests__/qr-code.test.ts",
  "lib/__tests__/relative-time.test.ts",
  "lib/__tests__/revalidate-request.test.ts",
  "lib/__tests__/rich-text-links.test.ts",
  "lib/__tests__/rich-text-math-limits.test.ts",
  "lib/__tests__/rich-text.test.ts",
  "lib/__tests__/safe-redirect.test.ts",
  "lib/__tests__/search-api.test.ts",
  "lib/__tests__/search-keywords.test.ts",
  "lib/__tests__/secret-matches.test.ts",
  "lib/__tests__/soft-failure.test.ts",
  "lib/__tests__/structured-data.test.tsx",
  "lib/__tests__/video-normalizers.test.ts",
  "lib/__tests__/vip.test.ts",
];

const rootDir = fileURLToPath(new URL(".", import.meta.url));
const missing = SITE_NODE_TESTS.filter((path) => !existsSync(rootDir + path));
if (missing.length > 0) {
  throw new Error(`jest.config.mjs: SITE_NODE_TESTS lists files that do not exist: ${missing.join(", ")}`);
}

/** Jest's default test file globs, limited to one folder. */
const testsUnder = (dir) => [
  `<rootDir>/${dir}/**/__tests__/**/*.?([mc])[jt]s?(x)`,
  `<rootDir>/${dir}/**/?(*.)+(spec|test).?([mc])[jt]s?(x)`,
];
const exactly = (path) => `<rootDir>/${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;

/** @returns {Promise<import('jest').Config>} */
export default async function jestConfig() {
  const base = await createJestConfig(shared)();
  return {
    // Embedded-API tests seed a fresh SQLite database each; on a busy 2-core machine 5 s is too tight.
    // (A global setting: jest-circus reads the timeout from the global config, not the projects'.)
    testTimeout: 15_000,
    projects: [
      {
        ...base,
        displayName: "site",
        testEnvironment: "jsdom",
        testPathIgnorePatterns: [
          ...base.testPathIgnorePatterns,
          "<rootDir>/server/",
          "<rootDir>/embedded-api/",
          ...SITE_NODE_TESTS.map(exactly),
        ],
      },
      {
        ...base,
        displayName: "site-node",
        testEnvironment: "node",
        testMatch: [...testsUnder("server"), ...SITE_NODE_TESTS.map((path) => `<rootDir>/${path}`)],
      },
      {
        ...base,
        displayName: "embedded-api",
        testEnvironment: "node",
        testMatch: testsUnder("embedded-api"),
      },
    ],
  };
}
