// What `npm run build` reads, hashed: when the hash matches the stamp the last build left in .next,
// the build is current. Inputs are every file git tracks or would track (untracked, not ignored),
// except the ones only tests, docs and tooling read; plus the .env files Next loads, the
// NEXT_PUBLIC_* variables it inlines, and the Node version.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

export const BUILD_STAMP = ".next/build-inputs.sha256";
/** What a build leaves behind; a missing one means building again whatever the stamp says. */
export const BUILD_OUTPUTS = [".next/BUILD_ID", ".next/site-server.js", "embedded-api/dist/server.js"];

const NOT_INPUTS = [
  /^e2e\//,
  /(^|\/)__tests__\//,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)test-support\//,
  /^docs\//,
  /^bench\//,
  /^scripts\//,
  /^\.ci\//,
  /(^|\/)README\.md$/,
  /^(playwright\.config\.ts|jest\.config\.mjs|jest\.setup\.ts|eslint\.config\.mjs|\.prettier\S*)$/,
];
const ENV_FILES = [".env", ".env.local", ".env.production", ".env.production.local"];

/** The inputs' hash, or undefined when this is not a git checkout (then the build always runs). */
export function buildInputsHash() {
  let listed;
  try {
    listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
  const files = [...new Set(listed.split("\0").filter(Boolean))].filter(
    (file) => !NOT_INPUTS.some((re) => re.test(file)),
  );
  const hash = createHash("sha256");
  for (const file of [...files, ...ENV_FILES].sort()) {
    // A file git still lists but the work tree has deleted counts as its absence.
    hash.update(`${file}\0${existsSync(file) ? readFileSync(file).toString("base64") : "-"}\0`);
  }
  const publicEnv = Object.keys(process.env)
    .filter((name) => name.startsWith("NEXT_PUBLIC_"))
    .sort()
    .map((name) => `${name}=${process.env[name]}`);
  hash.update(`${process.version}\0${publicEnv.join("\0")}`);
  return hash.digest("hex");
}
