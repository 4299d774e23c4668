// `npm test`: the static checks and Jest run alongside the build (skipped when current), then
// Playwright against that build. Exits non-zero when anything failed.
import { spawnSync } from "node:child_process";
import { runGrouped } from "./run-grouped.mjs";

const started = performance.now();
// tsc reads .next/types, which a running build rewrites: it waits for the build in the same lane.
const failed = await runGrouped([["build:if-stale", "typecheck"], ["lint", "format:check"], ["test:unit"]]);
if (failed.includes("build:if-stale")) {
  console.error("\nThe build failed: the e2e suite did not run.");
} else {
  console.log("\n── test:e2e ──");
  const e2e = spawnSync("node", ["scripts/e2e.mjs"], { stdio: "inherit" });
  if (e2e.status !== 0) failed.push("test:e2e");
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(
  failed.length ? `\nnpm test FAILED in ${minutes} min: ${failed.join(", ")}` : `\nnpm test passed in ${minutes} min`,
);
process.exit(failed.length ? 1 : 0);
