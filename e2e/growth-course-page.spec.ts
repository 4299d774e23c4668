import { expect, test, type Page } from "@playwright/test";
import { accessibilityFindings } from "./support/axe";
import { loginAsFreshBuyer } from "./support/buyer";
import { E2E_API_URL } from "./support/environment";
import { courseLessons } from "./support/lessons";
import { apiGet, loginAsDemoMember } from "./support/session";

// What leads a visitor on from a course page (相关课程) and what lets them pass it on (分享).

/** Seed: course 1 is in 后端开发 with four other listed courses; one course of the seed is hidden. */
const COURSE_ID = 1;

interface ListItem {
  id: number;
  category_id: number;
  is_show: number;
}

const related = (page: Page) => page.getByRole("region", { name: "相关课程" });
const relatedIds = async (page: Page) =>
  (
    await related(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  ).map((href) => Number(/\/courses\/detail\/(\d+)$/.exec(href ?? "")?.[1]));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("相关课程: listed courses of the same category first, then recommended ones, never the course itself", async ({
    page,
  }) => {
    const detail = await apiGet<{ course: { category_id: number } }>(`/api/v2/course/${COURSE_ID}`);
    const category = detail.data.course.category_id;
    const sameCategory = await apiGet<{ data: ListItem[] }>(`/api/v2/courses?category_id=${category}&page_size=50`);
    const recommended = await apiGet<{ data: ListItem[] }>(`/api/v2/courses?scene=recom&page_size=50`);
    const expected = [...new Set([...sameCategory.data.data, ...recommended.data.data].map((item) => item.id))]
      .filter((id) => id !== COURSE_ID)
      .slice(0, 8);

    await page.goto(`/courses/detail/${COURSE_ID}`);
    await expect(related(page).getByRole("heading", { level: 2, name: "相关课程" })).toBeVisible();
    expect(await relatedIds(page)).toEqual(expected);
    expect(expected.length).toBe(8);
    // a card like the list's: its cover, title and price
    await expect(related(page).getByRole("link").first().getByRole("heading", { level: 3 })).toBeVisible();
  });
});

test("a hidden course is never a related course", async ({ page }) => {
  const course = (id: number) => apiGet<{ course: { id: number; is_show: number } }>(`/api/v2/course/${id}`);
  const seeded = await Promise.all(Array.from({ length: 29 }, (_, index) => course(index + 1)));
  const hidden = seeded.find((answer) => answer.data.course.is_show !== 1)!.data.course.id;
  // the hidden course's own category (前端开发) and its own page
  for (const id of [3, hidden]) {
    await page.goto(`/courses/detail/${id}`);
    await expect(related(page)).toBeVisible();
    expect(await relatedIds(page)).not.toContain(hidden);
    expect(await relatedIds(page)).not.toContain(id);
  }
});

test("分享 offers the page's QR for WeChat, 复制链接 and 微博 / QQ空间, by keyboard, and closes with Escape", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/courses/detail/${COURSE_ID}?tab=3`);
  const share = page.getByRole("button", { name: "分享" });
  await share.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "分享" });
  // the canonical address of the course, whatever tab it was opened on
  const canonical = `${baseURL}/courses/detail/${COURSE_ID}`;
  await expect(panel.getByRole("textbox", { name: "页面链接" })).toHaveValue(canonical);
  await expect(panel.getByRole("img", { name: "本页二维码" })).toHaveAttribute("src", /^data:image\/svg\+xml/);
  await expect(panel.getByRole("link", { name: "微博" })).toHaveAttribute(
    "href",
    new RegExp(`^https://service\\.weibo\\.com/share/share\\.php\\?url=${encodeURIComponent(canonical)}&`),
  );
  await expect(panel.getByRole("link", { name: "QQ空间" })).toHaveAttribute(
    "href",
    new RegExp(
      `^https://sns\\.qzone\\.qq\\.com/cgi-bin/qzshare/cgi_qzshare_onekey\\?url=${encodeURIComponent(canonical)}&`,
    ),
  );
  expect(await accessibilityFindings(page)).toEqual([]);

  await panel.getByRole("button", { name: "复制链接" }).click();
  await expect(page.getByText("链接已复制")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

  await page.keyboard.press("Escape");
  await expect(panel.getByRole("button", { name: "复制链接" })).toBeHidden();
  await expect(share).toBeFocused();
});

test("the public HTML of a shared page is the same for every visitor: no member data in it", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const anonymous = await (await request.get(`/announcement?id=1`)).text();
  await loginAsDemoMember(context, baseURL!);
  await page.goto("/announcement?id=1");
  await page.getByRole("button", { name: "分享" }).click();
  await expect(page.getByRole("textbox", { name: "页面链接" })).toHaveValue(/\/announcement\?id=1$/);
  const forMember = await (await page.request.get(`/announcement?id=1`)).text();
  const strip = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
  expect(strip(forMember)).toBe(strip(anonymous));
});

test("on a lesson, 分享 passes on its course", async ({ page, context, baseURL }) => {
  await loginAsDemoMember(context, baseURL!);
  const [first] = await courseLessons(COURSE_ID);
  await page.goto(`/courses/video/${first.id}`);
  await page.getByRole("button", { name: "分享" }).click();
  await expect(page.getByRole("textbox", { name: "页面链接" })).toHaveValue(`${baseURL}/courses/detail/${COURSE_ID}`);
});

test("the home page greets a returning member with 继续学习 at the last lesson, and visitors as before", async ({
  page,
  context,
  baseURL,
}) => {
  const visitorHtml = await (await page.request.get("/")).text();
  expect(visitorHtml).not.toContain("继续学习");
  const { mobile } = await loginAsFreshBuyer(context, baseURL!);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "首页" })).toBeAttached();
  // nothing studied yet: nothing to continue
  await expect(page.getByRole("region", { name: "继续学习" })).toHaveCount(0);

  const lessons = await courseLessons(COURSE_ID);
  // MeEdu starts a course (在学) when its lesson page is opened, then the heartbeat records the seconds.
  await page.goto(`/courses/video/${lessons[1].id}`);
  await expect(page.getByRole("heading", { level: 1, name: lessons[1].title })).toBeVisible();
  const recorded = await fetch(`${E2E_API_URL}/__test/progress?mobile=${mobile}&video_id=${lessons[1].id}&seconds=5`, {
    method: "POST",
  });
  expect(recorded.ok).toBe(true);
  await page.goto("/");
  const resume = page.getByRole("region", { name: "继续学习" });
  const title = (await apiGet<{ course: { title: string } }>(`/api/v2/course/${COURSE_ID}`)).data.course.title;
  await expect(resume).toContainText(title);
  await expect(resume).toContainText(lessons[1].title);
  await expect(resume.getByRole("progressbar", { name: "学习进度" })).toBeVisible();
  await resume.getByRole("link", { name: "继续学习" }).click();
  await expect(page).toHaveURL(`/courses/video/${lessons[1].id}`);
  expect(await accessibilityFindings(page)).toEqual([]);
});
