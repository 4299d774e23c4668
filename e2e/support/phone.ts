import { expect, type Page } from "@playwright/test";

/** The phone sizes the responsive layout is checked at: a small Android phone and a Pixel 7. */
export const PHONE_VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
] as const;

/**
 * The page is no wider than the screen: the document scrolls only vertically, and the layout
 * viewport is still the device width (a phone browser may zoom out to fit a page that is too wide).
 * On failure the message names elements that reach past the right edge.
 */
export async function expectNoHorizontalOverflow(page: Page, label = page.url()): Promise<void> {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 80)}">`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, innerWidth: window.innerWidth, wide };
  });
  const width = page.viewportSize()!.width;
  const message = `${label}: wider than the screen: ${found.wide.join(" ")}`;
  expect(found.scrollWidth, message).toBeLessThanOrEqual(found.clientWidth);
  expect({ clientWidth: found.clientWidth, innerWidth: found.innerWidth }, message).toEqual({
    clientWidth: width,
    innerWidth: width,
  });
}
