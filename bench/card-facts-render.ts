import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

// What the course cards' 课时 · 时长 cost a /courses render: the last byte of uncached /courses views
// from this build against a build of the commit before the facts, both on one embedded API.
// `npx tsx bench/card-facts-render.ts <checkout built without the facts>` (both built with `npm run build`).
// Each view is rendered once per server (then it is cached), alternating which server goes first.

const API_PORT = 8391;
const WITH_PORT = 3391;
const WITHOUT_PORT = 3392;
const ROOT = path.resolve(__dirname, "..");
const DATA_DIR = path.join(ROOT, ".data", "bench-card-facts");
const VIEWS = [
  "/courses",
  "/courses?page=2",
  "/courses?scene=free",
  "/courses?scene=sub",
  "/courses?scene=recom",
  "/courses?cid=1",
  "/courses?cid=1&child=2",
  "/courses?cid=1&child=3",
  "/courses?cid=1&child=4",
  "/courses?scene=sub&page=2",
  "/courses?scene=free&cid=1",
  "/courses?scene=sub&cid=1",
  "/courses?scene=recom&cid=1",
  "/courses?scene=sub&cid=1&child=2",
];

const running: ChildProcess[] = [];
const run = (cwd: string, script: string, env: Record<string, string>) =>
  running.push(
    spawn("node", [script], { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] }),
  );

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url}`);
}

const site = (cwd: string, port: number) =>
  run(cwd, ".next/site-server.js", {
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    MEEDU_API_URL: `http://127.0.0.1:${API_PORT}`,
    SITE_URL: `http://127.0.0.1:${port}`,
    REVALIDATE_SECRET: "bench-card-facts-0123456789abcdef0123456789",
  });

async function lastByteMs(port: number, view: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${view}`, {
    headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36" },
  });
  await response.text();
  if (response.status !== 200) throw new Error(`${view} on ${port}: HTTP ${response.status}`);
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

async function main(): Promise<void> {
  const baseline = process.argv[2];
  if (!baseline) throw new Error("usage: npx tsx bench/card-facts-render.ts <checkout built without the facts>");
  rmSync(DATA_DIR, { recursive: true, force: true });
  run(ROOT, "embedded-api/dist/server.js", {
    EMBEDDED_API_PORT: String(API_PORT),
    EMBEDDED_API_DATA_DIR: DATA_DIR,
    EMBEDDED_API_RATE_LIMIT: "0",
  });
  await waitFor(`http://127.0.0.1:${API_PORT}/api/v3/status`);
  site(ROOT, WITH_PORT);
  site(path.resolve(baseline), WITHOUT_PORT);
  await Promise.all([WITH_PORT, WITHOUT_PORT].map((port) => waitFor(`http://127.0.0.1:${port}/login`)));
  // The reads every page shares (config, navs) first, on a page without course cards.
  for (const port of [WITH_PORT, WITHOUT_PORT]) await lastByteMs(port, "/announcement");

  const rows: Array<{ view: string; withFacts: number; without: number }> = [];
  for (const [index, view] of VIEWS.entries()) {
    const order = index % 2 === 0 ? [WITH_PORT, WITHOUT_PORT] : [WITHOUT_PORT, WITH_PORT];
    const times: Record<number, number> = {};
    for (const port of order) times[port] = await lastByteMs(port, view);
    rows.push({ view, withFacts: times[WITH_PORT], without: times[WITHOUT_PORT] });
  }
  for (const row of rows) {
    console.log(
      `${row.view.padEnd(36)} ${row.withFacts.toFixed(0).padStart(5)} ms vs ${row.without.toFixed(0).padStart(5)} ms`,
    );
  }
  const [first] = rows;
  console.log(
    `first view, every card's detail read from the backend: ${(first.withFacts / first.without).toFixed(2)} ×`,
  );
  const withFacts = median(rows.map((row) => row.withFacts));
  const without = median(rows.map((row) => row.without));
  console.log(
    `median of ${rows.length} uncached views: ${(withFacts / without).toFixed(2)} × (${withFacts.toFixed(0)} vs ${without.toFixed(0)} ms)`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of running) child.kill("SIGTERM");
  });
