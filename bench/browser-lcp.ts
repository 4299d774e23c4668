import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/support/chromium-args";
import { median } from "./measure";

// Largest Contentful Paint in a real browser (Debian's Chromium) on a slow line and a slow CPU,
// as DevTools throttles them: not Lighthouse's simulation, the browser's own LCP entry.

export const THROTTLING = {
  downloadKbps: 1600,
  uploadKbps: 750,
  rttMs: 150,
  cpuSlowdown: 4,
};

const VIEWPORT = { width: 1440, height: 900 };

/** LCP (ms) of one visit with a fresh profile (nothing cached) under THROTTLING. */
async function lcpOnce(browser: Browser, url: string, settleMs: number): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const store = window as unknown as { __lcp: number };
      store.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.__lcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: THROTTLING.rttMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
      uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForTimeout(settleMs); // a later, larger paint still counts
    return await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  } finally {
    await context.close();
  }
}

export interface LcpComparison {
  measured: number[];
  reference: number[];
  measuredMedian: number;
  referenceMedian: number;
}

/**
 * `runs` visits of each URL, alternating so that both see the same machine; medians in seconds.
 * `settleMs`: how long each visit stays open after the load event.
 */
export async function compareLcp(
  url: string,
  referenceUrl: string,
  runs: number,
  settleMs = 1000,
): Promise<LcpComparison> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    await lcpOnce(browser, url, settleMs); // the browser's own first start, and the edge's copy for Chromium
    await lcpOnce(browser, referenceUrl, settleMs);
    const measured: number[] = [];
    const reference: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      measured.push((await lcpOnce(browser, url, settleMs)) / 1000);
      reference.push((await lcpOnce(browser, referenceUrl, settleMs)) / 1000);
    }
    return { measured, reference, measuredMedian: median(measured), referenceMedian: median(reference) };
  } finally {
    await browser.close();
  }
}
