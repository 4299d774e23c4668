// `npm run build`, unless .next was built from exactly the current inputs (scripts/build-inputs.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { BUILD_OUTPUTS, BUILD_STAMP, buildInputsHash } from "./build-inputs.mjs";

const inputs = buildInputsHash();
const stamp = existsSync(BUILD_STAMP) ? readFileSync(BUILD_STAMP, "utf8").trim() : "";
if (inputs && stamp === inputs && BUILD_OUTPUTS.every((file) => existsSync(file))) {
  console.log(`Build is current (${BUILD_STAMP} matches the inputs): skipped.`);
  process.exit(0);
}
const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
if (inputs) writeFileSync(BUILD_STAMP, `${inputs}\n`);
