import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/support/chromium-args";
import { cpuSeconds, type Site } from "./stack";

export interface ColdVisit {
  /** Server CPU of one render of a course page that nothing had cached. */
  renderMs: number;
  /** Server CPU of a first browser visit of another uncached course page: page, prefetches, session. */
  visitMs: number;
  prefetches: number;
  requests: number;
}

/** Server CPU per cold visit of a course page, against one render of such a page. */
export async function coldVisit(site: Site, renderedCourse: number, visitedCourse: number): Promise<ColdVisit> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    // Warm what every visitor shares (JS and CSS files), as any live site has.
    const warm = await browser.newPage();
    await warm.goto(`${site.url}/courses/detail/${renderedCourse}?tab=5`, { waitUntil: "networkidle" });
    await warm.close();

    const beforeRender = cpuSeconds(site.pid);
    await (await fetch(`${site.url}/courses/detail/${renderedCourse}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const renderMs = (cpuSeconds(site.pid) - beforeRender) * 1000;

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    let prefetches = 0;
    let requests = 0;
    page.on("request", (request) => {
      if (!request.url().startsWith(site.url)) return;
      requests += 1;
      const headers = request.headers();
      if (headers["next-router-prefetch"] || headers["rsc"]) prefetches += 1;
    });
    const beforeVisit = cpuSeconds(site.pid);
    await page.goto(`${site.url}/courses/detail/${visitedCourse}`, { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 2000); // bring the rest of the page's links into view
    await page.waitForTimeout(2000);
    const visitMs = (cpuSeconds(site.pid) - beforeVisit) * 1000;
    await context.close();
    return { renderMs, visitMs, prefetches, requests };
  } finally {
    await browser.close();
  }
}
