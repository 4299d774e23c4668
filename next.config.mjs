import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server folder (.next/standalone) for deploy/: copy it and run node.
  output: "standalone",
  // Shared ISR/data cache: Redis with REDIS_URL, else bounded process memory (server/next-cache-handler.mjs).
  cacheHandler: require.resolve("./server/next-cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // The build type-checks the site only; `npm run typecheck` covers everything.
  typescript: { tsconfigPath: "tsconfig.next.json" },
  // The stylesheet is small (≈ 7 KB compressed) and every first visit needs it before it can paint:
  // inlined into the cached HTML it costs no extra round trip.
  experimental: { inlineCss: true },
  // Security headers (CSP from the deployment's origins, HSTS on https) are set at run time
  // by the site server: server/security-headers.ts.
};

export default nextConfig;
