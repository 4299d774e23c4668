import { expect, test } from "@playwright/test";
import {
  OWNED_COURSES_CALL,
  courseCards,
  expectFactsOnCards,
  expectOwnedMarks,
  ownedProgress,
} from "./support/course-cards";
import { FEATURE_API_URL, FEATURE_SITE_URL } from "./support/feature-stack";
import { expectNoHorizontalOverflow } from "./support/phone";
import { loginAsDemoMember } from "./support/session";

// Course cards on a phone (Pixel 7 project, the feature stack: no H5 site, so phones get these pages):
// the facts fit the two-column grid, and a member's marks come from one call.
test.use({ baseURL: FEATURE_SITE_URL });

const FRONTEND_LIST = "/courses?cid=1&child=2";

test("课时 · 时长 and a member's 已购 fit the phone's course grid, from one member call", async ({ page }) => {
  await page.goto("/courses");
  expect(await expectFactsOnCards(page.getByRole("main"), FEATURE_API_URL)).toBe(16);
  await expect(courseCards(page.getByRole("main")).first().locator("p")).toBeInViewport();
  await expectNoHorizontalOverflow(page);

  const token = await loginAsDemoMember(page.context(), FEATURE_SITE_URL, FEATURE_API_URL);
  const owned = await ownedProgress(token, FEATURE_API_URL);
  const calls: string[] = [];
  page.on("request", (request) => {
    if (OWNED_COURSES_CALL.test(request.url())) calls.push(request.url());
  });
  await page.goto(FRONTEND_LIST);
  const main = page.getByRole("main");
  await expect(main.getByText(/^已购/).first()).toBeVisible();
  expect(await expectOwnedMarks(main, owned)).toBeGreaterThan(0);
  await expectNoHorizontalOverflow(page);
  await page.waitForLoadState("networkidle");
  expect(calls).toHaveLength(1);
});
