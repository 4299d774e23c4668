import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { coldVisit } from "./cold-visit";
import { AS_A_PC, lighthouse } from "./lighthouse";
import { firstLoadScripts, median, timeToFirstByte } from "./measure";
import { memoryUnderLoad } from "./memory";
import { startFootprint } from "./start-footprint";
import { withScriptsRemoved } from "./scriptless-page";
import { root, startApi, startNginx, startRedis, startSite, stopAll } from "./stack";
import { load, loadTool, memoryBaseline } from "./throughput";

// `npm run bench`: figures, printed as ratios against a limit measured in the same run.
// Environment: BENCH_SECONDS (load duration, default 8), BENCH_MEMORY_SECONDS (default 60),
// BENCH_SKIP_BUILD=1 (reuse the current build), BENCH_SKIP_LIGHTHOUSE=1.

const API_PORT = 8200;
const SITE_PORT = 3200;
const BASELINE_PORT = 3290;
const SCALE_SITE_PORTS = [3201, 3202];
const REDIS_PORT = 6392;
const START_SITE_PORT = 3203;
const START_API_PORT = 8203;
const NGINX_PORT = 8089;
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const MEMORY_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS || 60);
const LIGHTHOUSE_RUNS = 5;
const DEMO_MEMBER = { mobile: "13800138000", password: "meedu123" };

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const line = (label: string, value: string) => console.log(`${label.padEnd(46)} ${value}`);

function build(): number {
  rmSync(path.join(root, ".next"), { recursive: true, force: true });
  const started = performance.now();
  execFileSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  return (performance.now() - started) / 1000;
}

async function login(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v2/login/password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(DEMO_MEMBER),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function cacheStatuses(url: string, count: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < count; i += 1) {
    const status = (await fetch(url)).headers.get("x-cache-status") ?? "NONE";
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) line("build time (npm run build, clean)", `${build().toFixed(1)} s`);
  const apiUrl = await startApi(API_PORT);
  const site = await startSite(SITE_PORT, apiUrl);

  const home = `${site.url}/`;
  const scripts = await firstLoadScripts(home);
  line("first-load JS of /", `${scripts.files} files, ${(scripts.gzip / 1024).toFixed(1)} KiB gzip`);
  const ttfb: number[] = [];
  for (let i = 0; i < 20; i += 1) ttfb.push(await timeToFirstByte(home));
  line("TTFB of / (median of 20)", `${median(ttfb).toFixed(1)} ms`);

  console.log(
    `\nAnonymous throughput, ${loadTool}, 10 connections × ${SECONDS} s (limit: same bytes from memory, one Node process)`,
  );
  for (const pagePath of ["/courses/detail/1", "/", "/courses"]) {
    const url = `${site.url}${pagePath}`;
    await fetch(url); // the first visitor renders it
    const baseline = await memoryBaseline(url, BASELINE_PORT, SECONDS);
    const measured = await load(url, { seconds: SECONDS });
    line(
      `  ${pagePath}`,
      `${measured.requestsPerSecond.toFixed(0)} req/s vs ${baseline.requestsPerSecond.toFixed(0)} req/s → ${pct(measured.requestsPerSecond / baseline.requestsPerSecond)} (goal ≥ 50 %)`,
    );
  }

  const visit = await coldVisit(site, 2, 4);
  console.log("\nCold visit of a course page (server CPU)");
  line("  one render of an uncached course page", `${visit.renderMs.toFixed(0)} ms`);
  line(
    "  browser visit: page + prefetches + session",
    `${visit.visitMs.toFixed(0)} ms, ${visit.prefetches} router requests, ${visit.requests} requests`,
  );
  line("  ratio", `${(visit.visitMs / Math.max(visit.renderMs, 1)).toFixed(2)} × one render (goal ≤ 2)`);

  console.log("\nnginx + 2 site instances + Redis");
  const redisUrl = await startRedis(REDIS_PORT);
  const instances = await Promise.all(
    SCALE_SITE_PORTS.map((port) => startSite(port, apiUrl, { REDIS_URL: redisUrl, TRUSTED_PROXIES: "127.0.0.1" })),
  );
  const nginx = await startNginx(
    NGINX_PORT,
    SCALE_SITE_PORTS.map((port) => `127.0.0.1:${port}`),
  );
  const detail = `${nginx}/courses/detail/1`;
  // Asked of each instance directly: through nginx the first request may land on either one.
  await fetch(`${instances[0].url}/courses/detail/1`);
  const fromInstance = await fetch(`${instances[1].url}/courses/detail/1`);
  line("  instance 2 after instance 1 rendered", `x-nextjs-cache: ${fromInstance.headers.get("x-nextjs-cache")}`);
  const throughNginx = await load(detail, { seconds: SECONDS });
  const baseline = await memoryBaseline(detail, BASELINE_PORT, SECONDS);
  line(
    "  anonymous /courses/detail/1 through nginx",
    `${throughNginx.requestsPerSecond.toFixed(0)} req/s (${pct(throughNginx.requestsPerSecond / baseline.requestsPerSecond)} of one Node process from memory)`,
  );
  const statuses = await cacheStatuses(detail, 200);
  line("  nginx cache statuses of 200 requests", JSON.stringify(statuses));
  line("  hit ratio", pct((statuses.HIT ?? 0) / 200));

  const token = await login(apiUrl);
  const rss = await memoryUnderLoad(site, token, 3, MEMORY_SECONDS);
  console.log(`\nSite RSS, 3 × ${MEMORY_SECONDS} s of 50 connections on logged-in /member`);
  line("  before, after each round", `${rss.map((mb) => `${mb.toFixed(0)} MB`).join(" → ")} (goal < 500 MB)`);

  const footprint = await startFootprint(START_SITE_PORT, START_API_PORT);
  console.log("\nnpm start (site + embedded API), after one visit of each public page");
  for (const info of footprint.processes)
    line(`  ${info.command.slice(0, 44)}`, `${(info.rssKb / 1024).toFixed(0)} MB`);
  line(
    "  processes, RSS in all",
    `${footprint.processes.length}, ${footprint.totalMb.toFixed(0)} MB (goal ≤ 3, < 400 MB)`,
  );

  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    console.log(`\nLighthouse 12, mobile preset (simulated throttling), median LCP of ${LIGHTHOUSE_RUNS} runs`);
    const runs = (figures: { lcpRuns: number[] }) => figures.lcpRuns.map((s) => s.toFixed(2)).join(" / ");
    for (const pagePath of ["/courses/detail/1", "/", "/courses"]) {
      const figures = lighthouse(`${site.url}${pagePath}`, LIGHTHOUSE_RUNS);
      line(
        `  ${pagePath}`,
        `LCP ${figures.lcpSeconds.toFixed(2)} s (${runs(figures)}), performance ${figures.performance}, accessibility ${figures.accessibility}, SEO ${figures.seo}${pagePath === "/courses/detail/1" ? " (goal ≤ 1.9 s)" : ""}`,
      );
    }
    const asPc = lighthouse(`${site.url}/courses/detail/1`, LIGHTHOUSE_RUNS, AS_A_PC);
    line(
      "  /courses/detail/1 as PCs get it (scripts with the page)",
      `LCP ${asPc.lcpSeconds.toFixed(2)} s (${runs(asPc)}), performance ${asPc.performance}`,
    );
    const scriptless = await withScriptsRemoved(`${site.url}/courses/detail/1`, BASELINE_PORT, (url) =>
      lighthouse(url, LIGHTHOUSE_RUNS),
    );
    line(
      "  /courses/detail/1, same HTML without scripts",
      `LCP ${scriptless.lcpSeconds.toFixed(2)} s (${runs(scriptless)})`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
