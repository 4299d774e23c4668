import { expect, test } from "@playwright/test";
import { MSV_KEY } from "../lib/shared/storage-keys";
import { CANARY_TAGS, canariesServed, sendCanaries } from "./support/browser-param-canary";
import { rawRequest } from "./support/raw-http";
import { revalidateTags } from "./support/revalidate";

// login_code, action and msv are the browser's: any public address may carry them, and no render
// that is stored and shared may ever see them (a QQ login_code in the shared copy is an account).

test.describe.configure({ mode: "serial" });

test("a public page asked for with the browser's parameters hands them to the browser without rendering", async ({
  baseURL,
}) => {
  const cases: [string, string][] = [
    ["/courses/detail/1?tab=3&login_code=abc&action=login", "/courses/detail/1?tab=3#login_code=abc&action=login"],
    ["/?msv=7", "/#msv=7"],
    // another spelling of the page is mended in the same step
    ["/courses?page=1&login_code=abc&action=login", "/courses#login_code=abc&action=login"],
    ["/announcement?msv=9&id=1", "/announcement?id=1#msv=9"],
  ];
  for (const [target, location] of cases) {
    const answer = await rawRequest(baseURL!, target);
    expect(answer.status, target).toBe(307);
    const { pathname, search, hash } = new URL(String(answer.headers.location), baseURL);
    expect(pathname + search + hash, target).toBe(location);
    expect(answer.headers["cache-control"], target).toBe("private, no-store");
  }
});

test("no stored page ever carries one visitor's login_code, action or msv, before or after a refresh", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  await revalidateTags(baseURL!, CANARY_TAGS);
  const statuses = await sendCanaries(baseURL!);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  // A render the canaries started in the background lands during the first pass at the latest.
  expect(await canariesServed(baseURL!)).toEqual([]);
  expect(await canariesServed(baseURL!)).toEqual([]);
  await revalidateTags(baseURL!, CANARY_TAGS);
  await canariesServed(baseURL!);
  expect(await canariesServed(baseURL!)).toEqual([]);
});

test("an inviter's msv on a public address is kept by the browser and leaves the address", async ({ page }) => {
  await page.goto("/courses/detail/1?tab=3&msv=4242");
  await expect(page).toHaveURL(/\/courses\/detail\/1\?tab=3$/);
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), MSV_KEY)).toBe("4242");
});
