// Compiles the embedded API ahead of time into dist/server.js, so that it starts with plain
// `node` (no TypeScript compiler in memory at run time). Packages stay external: they are
// this workspace's own dependencies, resolved from node_modules as usual.
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageRoot = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(packageRoot, "server.ts")],
  outfile: path.join(packageRoot, "dist", "server.js"),
  bundle: true,
  packages: "external",
  platform: "node",
  target: "node24",
  format: "cjs",
  sourcemap: true,
  logLevel: "warning",
});
console.log("Embedded API: embedded-api/dist/server.js");
