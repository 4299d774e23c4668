import { expect, test, type Page } from "@playwright/test";
import { accessibilityFindings } from "./support/axe";
import {
  OWNED_COURSES_CALL,
  cardCourseId,
  courseCards,
  expectFactsOnCards,
  expectOwnedMarks,
  expectedFacts,
  ownedProgress,
} from "./support/course-cards";
import { E2E_API_URL, E2E_H5_URL } from "./support/environment";
import { courseLessons } from "./support/lessons";
import { revalidateTags } from "./support/revalidate";
import { loginAsDemoMember } from "./support/session";
import { qrCodeDataUrl } from "../lib/shared/qr-code";

// Students led on (issue 31, item 7): 课时 · 时长 on every course card, 已购 / 已学 for a member from one
// member call per list, and 手机继续看 on the lesson page.

/** 前端开发: it holds the demo member's bought course (3, Vue 3 + TypeScript). */
const FRONTEND_LIST = "/courses?cid=1&child=2";

const countOwnedCalls = (page: Page) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (OWNED_COURSES_CALL.test(request.url())) calls.push(request.url());
  });
  return calls;
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("cards on /courses, the home page's blocks and 相关课程 say 课时 · 时长 from the course's lessons", async ({
    page,
  }) => {
    await page.goto("/courses");
    expect(await expectFactsOnCards(page.getByRole("main"))).toBe(16);
    await page.goto("/");
    expect(await expectFactsOnCards(page.getByRole("main"))).toBeGreaterThan(0);
    await page.goto("/courses/detail/1");
    expect(await expectFactsOnCards(page.getByRole("region", { name: "相关课程" }))).toBeGreaterThan(0);
  });
});

test("a visitor gets the facts and no member call; the list's HTML is the same for a member", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const calls = countOwnedCalls(page);
  await page.goto(FRONTEND_LIST);
  await page.waitForLoadState("networkidle");
  await expect(courseCards(page.getByRole("main")).first().locator("p")).toHaveText(/^\d+课时/);
  await expect(page.getByRole("main")).not.toContainText("已购");
  expect(calls).toEqual([]);

  const strip = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
  const visitorHtml = await (await request.get(FRONTEND_LIST)).text();
  expect(visitorHtml).not.toContain("已购");
  await loginAsDemoMember(context, baseURL!);
  expect(strip(await (await page.request.get(FRONTEND_LIST)).text())).toBe(strip(visitorHtml));
});

test("a member's bought courses say 已购 and 已学 N% on the cards, from exactly one member call", async ({
  page,
  context,
  baseURL,
}) => {
  const token = await loginAsDemoMember(context, baseURL!);
  const owned = await ownedProgress(token);
  const calls = countOwnedCalls(page);
  await page.goto(FRONTEND_LIST);
  const main = page.getByRole("main");
  await expect(main.getByText(/^已购/).first()).toBeVisible();
  expect(await expectOwnedMarks(main, owned)).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  expect(calls).toHaveLength(1);
  expect(await accessibilityFindings(page)).toEqual([]);
});

test("a course's edit, once its webhook is called, reaches the facts on the lists that show it", async ({
  page,
  baseURL,
}) => {
  await page.goto("/courses?page=2");
  const card = courseCards(page.getByRole("main")).last();
  const courseId = await cardCourseId(card);
  const before = await expectedFacts(courseId);
  await expect(card.locator("p")).toHaveText(before);
  const [lesson] = await courseLessons(courseId);
  const edit = (duration: number) =>
    fetch(`${E2E_API_URL}/__test/lesson-duration?id=${lesson.id}&duration=${duration}`, { method: "POST" });
  expect((await edit(lesson.duration + 3 * 3600)).ok).toBe(true);
  try {
    const after = await expectedFacts(courseId);
    expect(after).not.toBe(before);
    // only the course's own tag: the list was tagged with every course it shows
    await revalidateTags(baseURL!, [`course-${courseId}`]);
    await expect
      .poll(async () => {
        await page.reload();
        return courseCards(page.getByRole("main")).last().locator("p").textContent();
      })
      .toBe(after);
  } finally {
    await edit(lesson.duration);
    await revalidateTags(baseURL!, [`course-${courseId}`]);
  }
});

test("手机继续看 shows a QR of the same lesson on the school's H5 site, by keyboard, closing with Escape", async ({
  page,
  context,
  baseURL,
}) => {
  await loginAsDemoMember(context, baseURL!);
  const [lesson] = await courseLessons(3);
  await page.goto(`/courses/video/${lesson.id}`);
  const button = page.getByRole("button", { name: "手机继续看" });
  await button.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "手机继续看" });
  await expect(panel.getByRole("img", { name: "本课时手机版二维码" })).toHaveAttribute(
    "src",
    qrCodeDataUrl(`${E2E_H5_URL}/#/pages/course/video?id=${lesson.id}`),
  );
  expect(await accessibilityFindings(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});
