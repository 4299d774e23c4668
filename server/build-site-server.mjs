// After `next build`: compiles the site server of `npm start` (server/site-server.ts) ahead of time
// into .next/site-server.js and the cache handler's in-process store into .next/, completes
// .next/standalone (Next leaves the static files and public/ to the deployer) so that folder runs
// on its own with `node .next/standalone/server.js`, and writes .gz/.br copies of the static files
// the nginx kit serves (deploy/).
import { build } from "esbuild";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outfile = path.join(root, ".next", "site-server.js");

await build({
  entryPoints: [path.join(root, "server", "site-server.ts")],
  outfile,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "cjs",
  // Shared with the Next app in this process: one metrics registry (prom-client), one log format.
  external: ["next", "@next/env", "prom-client", "pino"],
  logLevel: "warning",
});

// Next's cache handler (server/next-cache-handler.mjs, plain JS) loads the in-process store from
// here: it needs the route registry, which is TypeScript.
const partitionedCache = path.join(root, ".next", "view-partitioned-cache.mjs");
await build({
  entryPoints: [path.join(root, "server", "view-partitioned-cache.ts")],
  outfile: partitionedCache,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  // The cache handler's own copy: one library in the process, and in .next/standalone's node_modules.
  external: ["@fortedigital/nextjs-cache-handler"],
  logLevel: "warning",
});

// nginx's gzip_static/brotli_static serve these instead of compressing on every request.
function precompressStatic(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|svg|json|txt|map)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

precompressStatic(path.join(root, ".next", "static"));

const standalone = path.join(root, ".next", "standalone");
if (existsSync(standalone)) {
  cpSync(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), { recursive: true });
  cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
  cpSync(partitionedCache, path.join(standalone, ".next", "view-partitioned-cache.mjs"));
}
console.log("Site server: .next/site-server.js; standalone server: .next/standalone/server.js");
