import { startAnalyticsReceiver } from "../e2e/support/analytics-receiver";
import { compareLcp, type LcpComparison } from "./browser-lcp";
import { startSite } from "./stack";

// What the operator's analytics cost a visitor: a second `npm start` site with 百度统计, GA4 and
// Umami all on, their scripts served by the loopback stand-ins (e2e/support/analytics-receiver.ts),
// against the bench's site without any, in the same browser machinery as the edge's LCP figure.

export interface AnalyticsLcp extends LcpComparison {
  /** Page views the stand-ins received per provider: the scripts did run in the measured visits. */
  pageViews: { baidu: number; ga4: number; umami: number };
}

export async function analyticsLcp(apiUrl: string, plainSiteUrl: string, port: number, page: string, runs: number) {
  const receiver = await startAnalyticsReceiver();
  try {
    const site = await startSite(port, apiUrl, receiver.env);
    for (const url of [site.url, plainSiteUrl]) await fetch(`${url}${page}`); // the first visitor renders it
    const lcp = await compareLcp(`${site.url}${page}`, `${plainSiteUrl}${page}`, runs);
    const views = receiver.pageViews();
    return {
      ...lcp,
      pageViews: { baidu: views.baidu.length, ga4: views.ga4.length, umami: views.umami.length },
    } satisfies AnalyticsLcp;
  } finally {
    await receiver.close();
  }
}
