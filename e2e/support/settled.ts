import type { Page } from "@playwright/test";

/**
 * Resolves once the page has painted twice and then gone idle: by then whatever a click, a scroll
 * or a route commit sets off (a scroll, a prefetch, a progress bar) has started. For assertions
 * that something does not happen, instead of a fixed wait.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  );
}
