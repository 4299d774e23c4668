import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { waitForHttp } from "../embedded-api/launcher/processes";
import { firstLoadScripts, median, timeToFirstByte } from "./measure";

// Prints: production build time, first-load JS of "/", and time to first byte of "/".
const root = path.resolve(__dirname, "..");
const API_PORT = 8200;
const SITE_PORT = 3200;
const TTFB_SAMPLES = 20;

async function main() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const apiEnv = { ...env, EMBEDDED_API_PORT: String(API_PORT), EMBEDDED_API_DATA_DIR: ".data/bench", EMBEDDED_API_RATE_LIMIT: "0" };
  rmSync(path.join(root, ".data/bench"), { recursive: true, force: true });
  const api = spawn(process.execPath, [require.resolve("tsx/cli"), "embedded-api/server.ts"], { cwd: root, env: apiEnv, stdio: "ignore" });
  const siteEnv = { ...env, MEEDU_API_URL: `http://127.0.0.1:${API_PORT}` };
  try {
    await waitForHttp(`http://127.0.0.1:${API_PORT}/api/v3/status`, 60_000);
    // A clean build, so the figure does not depend on Turbopack's cache.
    rmSync(path.join(root, ".next"), { recursive: true, force: true });
    const buildStarted = performance.now();
    execFileSync(process.execPath, [require.resolve("next/dist/bin/next"), "build"], { cwd: root, env: siteEnv, stdio: "ignore" });
    const buildSeconds = (performance.now() - buildStarted) / 1000;

    const site = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "-p", String(SITE_PORT)], { cwd: root, env: siteEnv, stdio: "ignore" });
    try {
      const home = `http://127.0.0.1:${SITE_PORT}/`;
      await waitForHttp(home, 60_000);
      const first = await timeToFirstByte(home);
      const samples: number[] = [];
      for (let i = 0; i < TTFB_SAMPLES; i += 1) samples.push(await timeToFirstByte(home));
      const scripts = await firstLoadScripts(home);
      console.log(`build time:            ${buildSeconds.toFixed(1)} s`);
      console.log(`first-load JS of /:    ${scripts.files} files, ${(scripts.gzip / 1024).toFixed(1)} KiB gzip (${(scripts.raw / 1024).toFixed(1)} KiB raw)`);
      console.log(`TTFB of / (cold):      ${first.toFixed(1)} ms`);
      console.log(`TTFB of / (median/${TTFB_SAMPLES}): ${median(samples).toFixed(1)} ms`);
    } finally {
      site.kill("SIGTERM");
    }
  } finally {
    api.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
