// `npm start` / `npm run dev`: the site, plus the embedded MeEdu API with demo data when no
// MEEDU_API_URL points at a real backend. Plain JavaScript because it runs before anything is
// built. The embedded API runs inside this process (it is small); the site gets a process of
// its own with a bounded heap. So `npm start` is three processes: npm, this one, the site.
// The site requires MEEDU_API_URL and SITE_URL in production (lib/shared/env.ts); this
// launcher always passes both, so a fresh clone starts with nothing set.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Older runtimes install with an EBADENGINE warning only, then crash in native modules
// (better-sqlite3 13 segfaults on Node 20): stop here with what to do instead.
const MIN_NODE_MAJOR = 24;
if (Number(process.versions.node.split(".")[0]) < MIN_NODE_MAJOR) {
  console.error(
    `Node.js ${process.versions.node} is too old: the site needs Node.js ${MIN_NODE_MAJOR} LTS (.nvmrc). ` +
      "See docs/operating.md, Requirements (`. .ci/node-runtime.sh` installs it from the npm registry).",
  );
  process.exit(1);
}

const mode = process.argv[2] === "dev" ? "dev" : "start";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const { loadEnvConfig } = require("@next/env");
const siteServer = path.join(root, ".next", "site-server.js");
const embeddedApi = path.join(root, "embedded-api", "dist", "server.js");
/** A bounded heap: V8 otherwise grows lazily toward gigabytes under load (docs/operating.md, memory). */
const SITE_HEAP = "--max-old-space-size=256";

function run(args, env) {
  return spawn(process.execPath, args, { stdio: "inherit", env });
}

function runToCompletion(args, env) {
  return new Promise((resolve, reject) => {
    const child = run(args, env);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(" ")} exited with ${code}`)),
    );
  });
}

async function buildSite(env) {
  console.log("No production build yet: running the build first…");
  await runToCompletion([path.join(root, "server", "copy-rich-text-styles.mjs")], env);
  await runToCompletion([require.resolve("next/dist/bin/next"), "build"], env);
  await runToCompletion([path.join(root, "server", "build-site-server.mjs")], env);
}

/** The embedded API's settings for a site on this machine. */
function embeddedApiEnv(env) {
  return {
    // The site on this machine reads for its own pages (exempt, like MeEdu's THROTTLE_WHITELIST_IP)
    // and forwards browsers' calls with their address in X-Forwarded-For (a trusted proxy).
    EMBEDDED_API_TRUSTED_PROXIES: "127.0.0.1,::1",
    EMBEDDED_API_THROTTLE_WHITELIST_IP: "127.0.0.1,::1",
    // Social login and the cashier may only return to this site (SITE_URL and this address).
    EMBEDDED_API_ALLOWED_ORIGINS: `http://127.0.0.1:${env.PORT}`,
    ...env,
    EMBEDDED_API_PORT: env.EMBEDDED_API_PORT || "8000",
  };
}

async function main() {
  process.chdir(root);
  // .env files first (as Next reads them), so their MEEDU_API_URL and SITE_URL count below.
  loadEnvConfig(root, mode === "dev");
  const sitePort = process.env.PORT || "3000";
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: sitePort };
  if (!env.SITE_URL) {
    env.SITE_URL = `http://localhost:${sitePort}`;
    console.log(`SITE_URL is not set: using ${env.SITE_URL} (set the site's public address for real visitors).`);
  }
  let api = null;

  if (!env.MEEDU_API_URL) {
    // Always compiled afresh (about a second): a pulled change must not run stale code.
    await runToCompletion([path.join(root, "embedded-api", "build.mjs")], env);
    const { startEmbeddedApi } = require(embeddedApi);
    api = await startEmbeddedApi(embeddedApiEnv(env));
    env.MEEDU_API_URL = api.url;
  }

  if (mode === "start" && !existsSync(siteServer)) await buildSite(env);
  if (mode === "dev") await runToCompletion([path.join(root, "server", "copy-rich-text-styles.mjs")], env);

  // The site server (server/site-server.ts) is the entry point in both modes; it runs Next inside.
  const site =
    mode === "dev"
      ? run([require.resolve("tsx/cli"), "server/site-server.ts", "--dev"], env)
      : run([SITE_HEAP, siteServer], env);
  console.log(`Site: http://localhost:${sitePort}  (API: ${env.MEEDU_API_URL})`);

  // One stops, both stop.
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    if (site.exitCode === null) site.kill("SIGTERM");
    if (api) await api.close().catch(() => {}); // exiting anyway: nothing left to fall back to
    process.exit(code);
  };
  site.on("exit", (code) => void stop(code ?? 1));
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
