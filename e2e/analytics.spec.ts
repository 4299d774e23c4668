import { expect, test, type Page } from "@playwright/test";
import type { Running } from "../deploy/topology";
import { BAIDU_ANALYTICS_DEFAULT_ORIGIN, GA4_COLLECT_ORIGINS, GA4_DEFAULT_ORIGIN } from "../lib/shared/analytics";
import { startAnalyticsReceiver, type AnalyticsReceiver } from "./support/analytics-receiver";
import { ANALYTICS_SITE_PORT, DEMO_MEMBER, E2E_API_URL } from "./support/environment";
import { loginAsDemoMember } from "./support/session";
import { startSiteServer } from "./support/site-server";

// Analytics for operators (issue 31, item 4): a site of this spec's own with 百度统计, GA4 and Umami
// all on, each pointed at a loopback stand-in that speaks the provider's client protocol; the main
// site has none.

let receiver: AnalyticsReceiver;
let site: Running;
const logs: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  receiver = await startAnalyticsReceiver();
  site = await startSiteServer(ANALYTICS_SITE_PORT, { apiUrl: E2E_API_URL, env: receiver.env, logs });
});

test.afterAll(async () => {
  await site?.stop();
  await receiver?.close();
});

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

/** Resolves once the page has loaded and the browser has been idle: lazyOnload scripts are in by then. */
const idleAfterLoad = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => setTimeout(resolve, 300));
        if (document.readyState === "complete") idle();
        else window.addEventListener("load", idle);
      }),
  );

test("unset: no analytics script and no analytics origin in the CSP", async ({ page }) => {
  const answer = await page.goto("/courses/detail/1");
  const policy = answer!.headers()["content-security-policy"];
  expect(directive(policy, "script-src")).toEqual(["'self'", "'unsafe-inline'"]);
  for (const origin of [BAIDU_ANALYTICS_DEFAULT_ORIGIN, GA4_DEFAULT_ORIGIN, ...GA4_COLLECT_ORIGINS])
    expect(policy).not.toContain(origin);
  await idleAfterLoad(page);
  expect(await page.locator('script[id^="analytics-"]').count()).toBe(0);
  expect(await page.evaluate(() => [typeof window._hmt, typeof window.dataLayer, typeof window.umami])).toEqual([
    "undefined",
    "undefined",
    "undefined",
  ]);
});

test("set: each script after load, its origin in the CSP, one path-only page view per navigation, nothing of the member's sent", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const token = await loginAsDemoMember(context, site.url);
  const answer = await page.goto(`${site.url}/courses/detail/1?msv=CANARYmsv`);
  expect(page.url()).toBe(`${site.url}/courses/detail/1#msv=CANARYmsv`); // handed over in the fragment
  const policy = answer!.headers()["content-security-policy"];
  for (const name of ["script-src", "connect-src", "img-src"])
    expect(directive(policy, name)).toContain(receiver.origin);

  for (const src of ["/hm.js?", "/gtag/js?id=", "/script.js"]) {
    await expect(page.locator(`script[src^="${receiver.origin}${src}"]`)).toHaveCount(1);
  }
  const firstLoad = ["/courses/detail/1"];
  await expect.poll(() => receiver.pageViews()).toEqual({ baidu: firstLoad, ga4: firstLoad, umami: firstLoad });

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('header a[href="/"]').first().click();
  await page.waitForURL(`${site.url}/`);
  const home = [...firstLoad, "/"];
  await expect.poll(() => receiver.pageViews()).toEqual({ baidu: home, ga4: home, umami: home });

  await page.locator('header a[href="/study-center"]').click();
  await page.waitForURL(`${site.url}/study-center`);
  const studyCenter = [...home, "/study-center"];
  await expect.poll(() => receiver.pageViews()).toEqual({ baidu: studyCenter, ga4: studyCenter, umami: studyCenter });
  // The same document throughout: client navigations, not page loads.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await idleAfterLoad(page);
  const sent = receiver.beacons().join("\n");
  const member = { token, mobile: DEMO_MEMBER.mobile, nickname: DEMO_MEMBER.name };
  for (const [what, value] of Object.entries(member)) {
    expect(sent, what).not.toContain(value);
    expect(sent, what).not.toContain(encodeURIComponent(value));
  }
  for (const name of ["login_code", "msv", "CANARY", "token", "user_id", "uid="])
    expect(sent, name).not.toContain(name);
  expect(logs.join("")).not.toMatch(/Cannot start the site/);
});
