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
    // Public views (the route registry's "public" routes: folders ending in [view], and the share
    // images) are cached and shared: nothing in them may read the request. The route registry test
    // checks every public route lives under one of these globs.
    files: ["app/**/[[]view[]]/**/*.{ts,tsx}", "app/og/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/headers",
              message: "A public view is the same for every visitor: it must not read cookies() or headers().",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "Identifier[name='searchParams']",
          message: "A public view is cached per canonical address: read its view segment, not searchParams.",
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
