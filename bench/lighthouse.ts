import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_PATH } from "../e2e/support/chromium-args";

export interface LighthouseFigures {
  lcpSeconds: number;
  performance: number;
  accessibility: number;
  seo: number;
}

/** Lighthouse 12 in Debian's Chromium, one run: its defaults (mobile, simulated throttling) plus `extraFlags`. */
function lighthouseOnce(url: string, extraFlags: string[]): LighthouseFigures {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "lighthouse-")), "report.json");
  execFileSync(
    process.execPath,
    [
      require.resolve("lighthouse/cli/index.js"),
      url,
      "--quiet",
      "--only-categories=performance,accessibility,seo",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking",
      ...extraFlags,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: "ignore" },
  );
  const report = JSON.parse(readFileSync(out, "utf8"));
  return {
    lcpSeconds: report.audits["largest-contentful-paint"].numericValue / 1000,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    seo: Math.round(report.categories.seo.score * 100),
  };
}

/** The ways the course page is measured: Lighthouse's default, its desktop preset, and real DevTools throttling. */
export const LIGHTHOUSE_MODES = [
  { label: "mobile, simulated throttling", flags: [] },
  { label: "desktop preset", flags: ["--preset=desktop"] },
  { label: "mobile, DevTools throttling", flags: ["--throttling-method=devtools"] },
];

/**
 * The run with the median LCP of `runs` (Lighthouse's own advice for variance: a fresh headless
 * browser on a busy 2-core machine sometimes paints its first frame a second late).
 */
export function lighthouse(
  url: string,
  runs = 3,
  extraFlags: string[] = [],
): LighthouseFigures & { lcpRuns: number[] } {
  const results = Array.from({ length: runs }, () => lighthouseOnce(url, extraFlags)).sort(
    (a, b) => a.lcpSeconds - b.lcpSeconds,
  );
  return { ...results[Math.floor(runs / 2)], lcpRuns: results.map((result) => result.lcpSeconds) };
}
