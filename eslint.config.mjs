import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // A committed .only (or fit/fdescribe) quietly skips the rest of the suite: lint fails on it.
    files: ["**/__tests__/**/*.{ts,tsx}", "**/*.{test,spec}.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='only'][object.name=/^(describe|it|test)$/]",
          message: "Focused test: remove .only before committing.",
        },
        {
          selector: "MemberExpression[property.name='only'][object.object.name=/^(describe|it|test)$/]",
          message: "Focused test: remove .only before committing.",
        },
        {
          selector: "CallExpression[callee.name=/^(fdescribe|fit)$/]",
          message: "Focused test: use describe/it, not fdescribe/fit.",
        },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      "next-env.d.ts",
      "embedded-api/dist/**",
    ],
  },
];

export default config;
