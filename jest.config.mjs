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

// Site tests run in jsdom unless the file says otherwise in its first line
// (`/** @jest-environment node */`: server-side code, which jsdom would hide Node's fetch and
// streams from). server/ and embedded-api/ are Node throughout.

/** Jest's default test file globs, limited to one folder. */
const testsUnder = (dir) => [
  `<rootDir>/${dir}/**/__tests__/**/*.?([mc])[jt]s?(x)`,
  `<rootDir>/${dir}/**/?(*.)+(spec|test).?([mc])[jt]s?(x)`,
];

/** @returns {Promise<import('jest').Config>} */
export default async function jestConfig() {
  const base = await createJestConfig(shared)();
  return {
    // Embedded-API tests each open a copy of a seeded SQLite database; on a busy 2-core machine 5 s is too tight.
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
          "<rootDir>/deploy/",
          "<rootDir>/embedded-api/",
        ],
      },
      {
        ...base,
        displayName: "server",
        testEnvironment: "node",
        testMatch: [...testsUnder("server"), ...testsUnder("deploy")],
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
