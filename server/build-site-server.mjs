// Compiles the site server (server/site-server.ts) ahead of time into .next/site-server.js,
// and completes .next/standalone (Next leaves static files and public/ to the deployer) so
// that folder runs on its own: node .next/standalone/.next/site-server.js
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
  target: "node20",
  format: "cjs",
  external: ["next"],
  // The site server shares lib/server/page-cache-purge.ts with Next's route handlers. Every
  // lib/server module imports "server-only", whose default export throws (it is what keeps
  // them out of browser bundles); the react-server condition resolves it to its empty module,
  // as Next does for Server Components. Nothing else the bundle takes has such an export.
  conditions: ["react-server"],
  logLevel: "warning",
});

// The site server (server/static-files.ts) and nginx's gzip_static (deploy/) serve these
// .gz/.br copies instead of compressing on every request.
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
  cpSync(outfile, path.join(standalone, ".next", "site-server.js"));
  cpSync(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), { recursive: true });
  cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
}
console.log("Site server: .next/site-server.js");
