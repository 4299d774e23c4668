// The Playwright suite in two runs: the parallel projects, then the specs that change shared state
// one at a time (SERIAL_SPECS in playwright.config.ts). Both always run; arguments pass to both.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
// A filter (`npm run test:e2e -- e2e/home.spec.ts`) may leave one of the two runs empty.
if (args.length) args.push("--pass-with-no-tests");
const runs = [["--project=desktop", "--project=mobile"], ["--project=serial"]];
let failed = false;
for (const projects of runs) {
  const run = spawnSync("npx", ["playwright", "test", ...projects, ...args], { stdio: "inherit" });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
