import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/support/chromium-args";
import { median } from "./measure";
import { cpuSeconds, root, type Site } from "./stack";

export interface ColdVisit {
  /** Server CPU of one render of a course page that nothing had cached (median). */
  renderMs: number;
  /**
   * Server CPU of a first browser visit of another uncached course page: page, prefetches, session
   * (median). The build files come from disk, as nginx serves them in deploy/.
   */
  visitMs: number;
  /** The same with npm start's Next serving the build files too (median over other pages). */
  visitServingBuildFilesMs: number;
  /** Per visit. */
  prefetches: number;
  requests: number;
}

/**
 * Server CPU per cold visit of a course page, against one render of such a page: medians over
 * several pages each, because /proc counts CPU in 10 ms ticks (one render takes a few of them) and
 * the server's own background work now and then lands in one visit's 2 s.
 */
export async function coldVisit(
  site: Site,
  renderedCourses: number[],
  visitedCourses: number[],
  visitedServingBuildFiles: number[],
): Promise<ColdVisit> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    // Warm what every visitor shares (JS and CSS files), as any live site has.
    const warm = await browser.newPage();
    await warm.goto(`${site.url}/courses/detail/${renderedCourses[0]}?tab=5`, { waitUntil: "networkidle" });
    await warm.close();

    const renders: number[] = [];
    for (const course of renderedCourses) {
      const before = cpuSeconds(site.pid);
      await (await fetch(`${site.url}/courses/detail/${course}`)).text();
      await new Promise((resolve) => setTimeout(resolve, 300));
      renders.push((cpuSeconds(site.pid) - before) * 1000);
    }
    // One after another: the figure is the server's CPU, and visits at once would share it.
    const visitEach = async (courses: number[], buildFilesOffServer: boolean) => {
      const visits = [];
      for (const course of courses) visits.push(await firstVisit(browser, site, course, buildFilesOffServer));
      return visits;
    };
    const visits = await visitEach(visitedCourses, true);
    const servingBuildFiles = await visitEach(visitedServingBuildFiles, false);
    return {
      renderMs: median(renders),
      visitMs: median(visits.map((visit) => visit.cpuMs)),
      visitServingBuildFilesMs: median(servingBuildFiles.map((visit) => visit.cpuMs)),
      prefetches: Math.max(...visits.map((visit) => visit.prefetches)),
      requests: Math.max(...visits.map((visit) => visit.requests)),
    };
  } finally {
    await browser.close();
  }
}

/** Answers the site's build files (/_next/static/…) in the browser from .next/static on disk. */
async function buildFilesFromDisk(page: Page, site: Site): Promise<void> {
  const prefix = "/_next/static/";
  await page.route(`${site.url}${prefix}**`, (route) =>
    route.fulfill({
      path: path.join(
        root,
        ".next",
        "static",
        decodeURIComponent(new URL(route.request().url()).pathname.slice(prefix.length)),
      ),
    }),
  );
}

/** A new visitor's first look at `course`: the server CPU it took, and what the browser asked for. */
async function firstVisit(browser: Browser, site: Site, course: number, buildFilesOffServer: boolean) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (buildFilesOffServer) await buildFilesFromDisk(page, site);
  let prefetches = 0;
  let requests = 0;
  page.on("request", (request) => {
    if (!request.url().startsWith(site.url)) return;
    requests += 1;
    const headers = request.headers();
    if (headers["next-router-prefetch"] || headers["rsc"]) prefetches += 1;
  });
  const before = cpuSeconds(site.pid);
  await page.goto(`${site.url}/courses/detail/${course}`, { waitUntil: "networkidle" });
  await page.mouse.wheel(0, 2000); // bring the rest of the page's links into view
  await page.waitForTimeout(2000);
  const cpuMs = (cpuSeconds(site.pid) - before) * 1000;
  await context.close();
  return { cpuMs, prefetches, requests };
}
