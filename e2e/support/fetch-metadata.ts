import type { Page } from "@playwright/test";

/**
 * Makes the page's /api calls like a browser without Fetch Metadata (Safari before 16.4, older
 * Firefox): no Sec-Fetch-* headers. Chromium adds them again after route.continue() overrides
 * the headers, so the request is sent from the test (route.fetch, with the context's cookies)
 * and its answer handed back to the page. `origin` replaces the Origin header, where one is sent.
 */
export async function withoutFetchMetadata(page: Page, { origin }: { origin?: string } = {}): Promise<void> {
  await page.route("**/api/**", async (route) => {
    const headers = { ...route.request().headers() };
    for (const name of Object.keys(headers)) {
      if (name.startsWith("sec-fetch-")) delete headers[name];
    }
    if (origin && headers.origin) headers.origin = origin;
    const response = await route.fetch({ headers });
    await route.fulfill({ response });
  });
}
