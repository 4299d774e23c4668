import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { run, runToCompletion, superviseTogether, waitForHttp } from "./processes";

// `npm start` / `npm run dev`: the site, plus the embedded MeEdu API with demo
// data when no MEEDU_API_URL points at a real backend.

const mode = process.argv[2] === "dev" ? "dev" : "start";
const root = path.resolve(__dirname, "..", "..");
const require = createRequire(__filename);
const nextCli = require.resolve("next/dist/bin/next");
const tsxCli = require.resolve("tsx/cli");
const siteServer = path.join(root, ".next", "site-server.js");
/** A bounded heap: V8 otherwise grows lazily toward gigabytes under load (README, memory). */
const SITE_HEAP = "--max-old-space-size=256";
const sitePort = process.env.PORT || "3000";

async function main() {
  process.chdir(root);
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const children: ChildProcess[] = [];

  if (!env.MEEDU_API_URL) {
    const apiPort = env.EMBEDDED_API_PORT || "8000";
    env.EMBEDDED_API_PORT = apiPort;
    const apiEnv: NodeJS.ProcessEnv = {
      // The site on this machine reads for its own pages (exempt, like MeEdu's THROTTLE_WHITELIST_IP)
      // and forwards browsers' calls with their address in X-Forwarded-For (a trusted proxy).
      EMBEDDED_API_TRUSTED_PROXIES: "127.0.0.1,::1",
      EMBEDDED_API_THROTTLE_WHITELIST_IP: "127.0.0.1,::1",
      // Social login and the cashier may only return to this site.
      SITE_URL: `http://localhost:${sitePort}`,
      EMBEDDED_API_ALLOWED_ORIGINS: `http://127.0.0.1:${sitePort}`,
      ...env,
    };
    children.push(run(process.execPath, [tsxCli, "embedded-api/server.ts"], apiEnv));
    env.MEEDU_API_URL = `http://127.0.0.1:${apiPort}`;
    await waitForHttp(`${env.MEEDU_API_URL}/api/v3/status`, 60_000);
  }

  env.PORT = sitePort;
  if (mode === "start" && !existsSync(siteServer)) {
    console.log("No production build yet: running the build first…");
    await runToCompletion(process.execPath, [path.join(root, "server", "copy-rich-text-styles.mjs")], env);
    await runToCompletion(process.execPath, [nextCli, "build"], env);
    await runToCompletion(process.execPath, [path.join(root, "server", "build-site-server.mjs")], env);
  }
  if (mode === "dev") await runToCompletion(process.execPath, [path.join(root, "server", "copy-rich-text-styles.mjs")], env);

  // The site server (server/site-server.ts) is the entry point in both modes; it runs Next inside.
  children.push(
    mode === "dev"
      ? run(process.execPath, [tsxCli, "server/site-server.ts", "--dev"], env)
      : run(process.execPath, [SITE_HEAP, siteServer], env),
  );
  superviseTogether(children);
  console.log(`Site: http://localhost:${sitePort}  (API: ${env.MEEDU_API_URL})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
