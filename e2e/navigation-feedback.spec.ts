import { expect, test, type Page } from "@playwright/test";
import { pageSettled } from "./support/settled";

const progressBar = (page: Page) => page.getByRole("progressbar", { name: "页面加载中" });
const pageSkeleton = (page: Page) => page.getByRole("status", { name: "页面加载中" });

/** Holds the router's requests for `pathname` until the returned release() is called. */
async function holdRouterRequests(page: Page, pathname: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().headers()["rsc"]) await released;
      await route.continue();
    },
  );
  return release;
}

test("a client navigation shows the progress bar and the page's skeleton until the new route commits", async ({
  page,
}) => {
  await page.goto("/");
  const release = await holdRouterRequests(page, "/courses");
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "录播课" }).click();

  await expect(progressBar(page)).toBeVisible();
  await expect(pageSkeleton(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  release();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { name: "录播课" })).toBeAttached();
  await expect(progressBar(page)).toHaveCount(0);
  await expect(pageSkeleton(page)).toHaveCount(0);
});

test("no progress bar for a link to the page already shown", async ({ page }) => {
  await page.goto("/courses");
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "录播课" }).click();
  await expect(progressBar(page)).toHaveCount(0);
  await pageSettled(page);
  await expect(progressBar(page)).toHaveCount(0);
});

test("public pages keep their whole content in the cached HTML (no streamed skeleton)", async ({ request }) => {
  for (const [path, text] of [
    ["/courses", "Python 零基础入门到实践"],
    ["/courses/detail/2?tab=3", "Python 数据分析实战"],
  ]) {
    const html = await (await request.get(path, { headers: { Accept: "text/html" } })).text();
    expect(html, path).toContain(text);
    expect(html, path).not.toContain('aria-label="页面加载中"');
    expect(html, path).not.toMatch(/<div hidden id="S:\d+"/);
  }
});
