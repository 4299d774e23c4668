import { startAnalyticsReceiver } from "../e2e/support/analytics-receiver";
import { compareLcp, type LcpComparison } from "./browser-lcp";
import { startSite } from "./stack";

// What the operator's analytics cost a visitor: a second `npm start` site with 百度统计, GA4 and
// Umami all on, their scripts served by the loopback stand-ins (e2e/support/analytics-receiver.ts),
// against the bench's site without any, in the same browser machinery as the edge's LCP figure.

/**
 * Each visit stays open this long after its load event: lazyOnload scripts wait for the browser to
 * be idle, which at 4× CPU throttling took longer than the edge figure's 1 s in 3 visits of 6.
 */
const SETTLE_MS = 5000;

export interface AnalyticsLcp extends LcpComparison {
  /** Page views the stand-ins received per provider: the scripts did run in the measured visits. */
  pageViews: { baidu: number; ga4: number; umami: number };
}

export async function analyticsLcp(apiUrl: string, plainSiteUrl: string, port: number, page: string, runs: number) {
  const receiver = await startAnalyticsReceiver();
  try {
    const site = await startSite(port, apiUrl, receiver.env);
    for (const url of [site.url, plainSiteUrl]) await fetch(`${url}${page}`); // the first visitor renders it
    const lcp = await compareLcp(`${site.url}${page}`, `${plainSiteUrl}${page}`, runs, SETTLE_MS);
    const views = receiver.pageViews();
    return {
      ...lcp,
      pageViews: { baidu: views.baidu.length, ga4: views.ga4.length, umami: views.umami.length },
    } satisfies AnalyticsLcp;
  } finally {
    await receiver.close();
  }
}
