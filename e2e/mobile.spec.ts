import { expect, test } from "@playwright/test";
import { E2E_H5_URL } from "./support/environment";

// The Pixel 7 project: a phone user agent is forwarded to the school's H5 site.
async function redirectTarget(page: import("@playwright/test").Page, path: string): Promise<string> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  return response.headers().location ?? "";
}

test("course detail maps to the H5 course page with id and query", async ({ page }) => {
  expect(await redirectTarget(page, "/courses/detail/3")).toBe(`${E2E_H5_URL}/#/pages/course/show?id=3`);
  expect(await redirectTarget(page, "/courses/detail/3?tab=3")).toBe(`${E2E_H5_URL}/#/pages/course/show?tab=3&id=3`);
});

test("course video maps to the H5 video page, and msv is kept", async ({ page }) => {
  expect(await redirectTarget(page, "/courses/video/21?msv=77")).toBe(
    `${E2E_H5_URL}/#/pages/course/video?id=21&msv=77`,
  );
});

test("unmapped pages go to the H5 home", async ({ page }) => {
  expect(await redirectTarget(page, "/")).toBe(`${E2E_H5_URL}/`);
});

test("files are not pages: robots.txt, the sitemap and share images are served to phones as they are", async ({
  page,
}) => {
  // Smartphone crawlers (Googlebot's, Baidu's) read these with a phone user agent.
  for (const [path, type] of [
    ["/robots.txt", "text/plain"],
    ["/sitemap.xml", "application/xml"],
    ["/sitemaps/pages-1.xml", "application/xml"],
    ["/sitemaps/courses-1.xml", "application/xml"],
    ["/og/site.png", "image/png"],
    ["/og/courses/3.png", "image/png"],
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
});

test("the forward to the H5 site says it varies by user agent", async ({ page }) => {
  // A cache in front of the site (a CDN) must not hand a phone's forward to a desktop.
  const forward = await page.request.get("/courses/detail/3", { maxRedirects: 0 });
  expect(forward.status()).toBe(307);
  expect(forward.headers().vary).toMatch(/user-agent/i);
});
