import { expect, test, type Page } from "@playwright/test";
import { loginAsFreshBuyer } from "./support/buyer";
import { DEMO_MEMBER, E2E_API_URL } from "./support/environment";
import { courseLessons } from "./support/lessons";
import { revalidateTags } from "./support/revalidate";
import { apiGet, apiPost, loginAsDemoMember } from "./support/session";

// Seed: 1 = free course, 2 = paid (favourite of the demo member, has math/code),
// 3 = paid and bought by the demo member, 4 = paid and VIP-free.
const tabs = (page: Page) => page.getByRole("navigation", { name: "课程内容" });

/** The page's schema.org Course (it also carries a BreadcrumbList). */
async function courseJsonLd(page: Page): Promise<Record<string, unknown> | undefined> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "Course");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the detail page is complete HTML with metadata and Course JSON-LD", async ({ page }) => {
    await page.goto("/courses/detail/3");
    const title = "Vue 3 + TypeScript 企业级项目开发";
    await expect(page).toHaveTitle(`${title} - MeEdu 演示网校`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    const crumbs = page.getByRole("navigation", { name: "面包屑" });
    await expect(crumbs.getByRole("link", { name: "首页" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "录播课" })).toHaveAttribute("href", "/courses");
    await expect(crumbs).toContainText(title);
    await expect(page.getByRole("img", { name: title })).toHaveAttribute("src", /covers\/3/);
    await expect(page.getByRole("main").locator("section").first()).toContainText("从组合式 API 到工程化部署");
    // The facts fill the hero between the description and the buy area, in the server's HTML.
    const facts = page.getByRole("region", { name: "课程信息" }).locator('dl[aria-label="课程概况"]');
    await expect(facts).toContainText(/课时\s*\d+节/);
    await expect(facts).toContainText(/学员\s*\d+人/);
    await expect(facts).toContainText(/分类\s*前端开发/);

    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /从组合式 API 到工程化部署/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/.+\/courses\/detail\/3$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http:\/\/.+\/og\/courses\/3\.png$/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);

    expect(await courseJsonLd(page)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: title,
      provider: { "@type": "Organization", name: "MeEdu 演示网校" },
      offers: { "@type": "Offer", price: 299, priceCurrency: "CNY" },
    });
  });

  test("tabs are links whose content the server renders", async ({ page }) => {
    await page.goto("/courses/detail/3");
    await expect(tabs(page).getByRole("link", { name: "课程详情" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "课程简介" })).toBeVisible();

    await tabs(page).getByRole("link", { name: "课程目录" }).click();
    await expect(page).toHaveURL(/\/courses\/detail\/3\?tab=3$/);
    await expect(page.getByRole("heading", { name: "无章节内容" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "第一章 入门准备" })).toBeVisible();
    const lessons = page.locator('a[href^="/courses/video/"]');
    expect(await lessons.count()).toBeGreaterThan(3);
    await expect(lessons.first()).toContainText(/\d{2}:\d{2}/);
    await expect(lessons.first().getByRole("img", { name: "需购买" })).toBeVisible();
    await expect(page.getByText("试看").first()).toBeVisible();

    await tabs(page).getByRole("link", { name: "课程附件" }).click();
    await expect(page).toHaveURL(/tab=5$/);
    await expect(page.getByText("课程课件.pdf")).toBeVisible();
    await expect(page.getByText("登录并购买课程后可下载附件")).toBeVisible();
    await expect(page.getByRole("button", { name: /下载附件/ })).toHaveCount(0);

    await tabs(page).getByRole("link", { name: "课程评论" }).click();
    await expect(page).toHaveURL(/tab=4$/);
    await expect(page.getByText("未登录，请登录后再评论")).toBeVisible();
    await expect(page.getByRole("link", { name: "登录", exact: true })).toHaveAttribute("href", /^\/login\?redirect=/);
  });

  test("anonymous buy link falls back to /login with the order page as redirect", async ({ page }) => {
    await page.goto("/courses/detail/3");
    await expect(page.getByRole("link", { name: "购买课程￥299" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent("/order?goods_id=3&goods_type=vod")}`,
    );
  });

  test("free and VIP-free courses", async ({ page }) => {
    await page.goto("/courses/detail/1");
    await expect(page.getByText("本课程免费")).toBeVisible();
    await expect(page.getByRole("link", { name: /购买课程/ })).toHaveCount(0);
    await page.goto("/courses/detail/1?tab=3");
    await expect(page.getByRole("img", { name: "需购买" })).toHaveCount(0);

    await page.goto("/courses/detail/4");
    await expect(page.getByRole("link", { name: "会员免费看" })).toHaveAttribute("href", "/vip");
    await expect(page.getByRole("link", { name: "购买课程￥249" })).toBeVisible();
    expect((await courseJsonLd(page))?.offers).toMatchObject({ price: 249, priceCurrency: "CNY" });
  });
});

test("rich text renders math and highlighted code and strips <script>", async ({ page }) => {
  await page.goto("/courses/detail/2");
  const body = page.locator(".rich-text").first();
  await expect(body.locator(".katex").first()).toBeVisible();
  await expect(body.locator("pre code.hljs")).toBeVisible();
  await expect(body.locator("script")).toHaveCount(0);
  await expect(page).toHaveTitle(/^Python 数据分析实战 - /);
});

test("unknown or malformed course ids are a real 404", async ({ page }) => {
  for (const path of ["/courses/detail/99999", "/courses/detail/abc", "/courses/detail/28"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
  }
});

test("logged out: buying and collecting open the login dialog", async ({ page }) => {
  await page.goto("/courses/detail/3");
  await page.getByRole("link", { name: "购买课程￥299" }).click();
  await expect(page.getByRole("dialog").getByRole("tab", { name: "密码登录" })).toBeVisible();
  await expect(page).toHaveURL(/\/courses\/detail\/3$/);
  await page.getByRole("dialog").getByRole("button", { name: "关闭" }).click();

  await page.getByRole("button", { name: "☆ 收藏" }).click();
  await expect(page.getByRole("dialog").getByRole("tab", { name: "密码登录" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "关闭" }).click();

  // A lesson row asks the same way, in place (not a full load of /login).
  await page.goto("/courses/detail/3?tab=3");
  await page.locator('a[href^="/courses/video/"]').first().click();
  await expect(page.getByRole("dialog").getByRole("tab", { name: "密码登录" })).toBeVisible();
  await expect(page).toHaveURL(/\/courses\/detail\/3\?tab=3$/);
});

test.describe("as the demo member", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await loginAsDemoMember(context, baseURL!);
  });

  test("not bought: the buy link goes to the order page", async ({ page }) => {
    await page.goto("/courses/detail/2");
    await expect(page.locator("header")).toContainText(DEMO_MEMBER.name);
    await expect(page.getByRole("link", { name: "购买课程￥199" })).toHaveAttribute(
      "href",
      "/order?goods_id=2&goods_type=vod",
    );
    await page.goto("/courses/detail/2?tab=5");
    await expect(page.getByText("请购买课程后下载")).toBeVisible();
    await page.goto("/courses/detail/2?tab=4");
    await expect(page.getByText("购买课程后可参与评论")).toBeVisible();
  });

  test("not bought: the player's lesson list carries the catalogue's locks", async ({ page }) => {
    await page.goto("/courses/detail/2?tab=3");
    const catalogueLocks = await page.getByRole("img", { name: "需购买" }).count();
    expect(catalogueLocks).toBeGreaterThan(0);
    const [first] = await courseLessons(2);
    await page.goto(`/courses/video/${first.id}`);
    await expect(page.getByRole("navigation", { name: "课程目录" }).getByRole("img", { name: "需购买" })).toHaveCount(
      catalogueLocks,
    );
  });

  test("bought: 课程已购买, unlocked lessons without 试看 tags, attachment download", async ({ page }) => {
    await page.goto("/courses/detail/3");
    await expect(page.getByText("课程已购买")).toBeVisible();
    await expect(page.getByRole("link", { name: /购买课程/ })).toHaveCount(0);

    await page.goto("/courses/detail/3?tab=3");
    await expect(page.locator('a[href^="/courses/video/"]').first()).toBeVisible();
    await expect(page.getByRole("img", { name: "需购买" })).toHaveCount(0);
    await expect(page.getByText("试看", { exact: true })).toHaveCount(0);

    await page.goto("/courses/detail/3?tab=5");
    const [response] = await Promise.all([
      page.waitForResponse((res) => /\/api\/v3\/course\/3\/attach\/\d+/.test(res.url())),
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "下载附件 课程课件.pdf" }).click(),
    ]);
    const body = (await response.json()) as { code: number; data: { download_url: string } };
    expect(body.code).toBe(0);
    expect(body.data.download_url).toMatch(/^https?:\/\//);
  });

  test("collect toggles optimistically and persists", async ({ page }) => {
    await page.goto("/courses/detail/2");
    const collected = page.getByRole("button", { name: "★ 已收藏" });
    await expect(collected).toHaveAttribute("aria-pressed", "true");
    await collected.click();
    await expect(page.getByRole("button", { name: "☆ 收藏" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("已取消收藏")).toBeVisible();
    await page.reload();
    await page.getByRole("button", { name: "☆ 收藏" }).click();
    await expect(page.getByRole("button", { name: "★ 已收藏" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "★ 已收藏" })).toBeVisible();
  });

  test("comments: the bought member posts, sees 评论审核中, and loads more", async ({ page }) => {
    await page.goto("/courses/detail/3?tab=4");
    const comments = page.getByRole("region", { name: "评论" });
    const hostile = "写得好 <b>加粗</b> <img src=x>";
    await comments.getByRole("textbox", { name: "评论内容" }).fill(hostile);
    await comments.getByRole("button", { name: "发表评论" }).click();
    const first = comments.getByRole("listitem").first();
    await expect(first.getByText(hostile)).toBeVisible();
    await expect(first.getByText("评论审核中")).toBeVisible();
    await expect(comments.locator("b")).toHaveCount(0);

    await page.reload();
    const more = comments.getByRole("button", { name: "加载更多" });
    await expect(more).toBeVisible();
    await expect(comments.getByText("课程结构很清晰，适合有 Vue 2 基础的同学升级。")).toHaveCount(0);
    while (await more.isVisible()) await more.click();
    await expect(comments.getByText("课程结构很清晰，适合有 Vue 2 基础的同学升级。")).toBeVisible();
  });
});

test("a visitor sees the 试看 tags of a paid course's trial lessons", async ({ page }) => {
  await page.goto("/courses/detail/3?tab=3");
  await expect(page.getByText("试看", { exact: true })).toHaveCount(2);
});

test.describe("continue where you left off", () => {
  const FREE_COURSE = 1;

  test("the hero offers 开始学习, then 继续学习 at the last lesson watched, never in the cached HTML", async ({
    page,
    context,
    baseURL,
  }) => {
    const { mobile } = await loginAsFreshBuyer(context, baseURL!);
    const lessons = await courseLessons(FREE_COURSE);
    const hero = page.getByRole("region", { name: "课程信息" });

    const response = await page.goto(`/courses/detail/${FREE_COURSE}`);
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain("开始学习");
    expect(html).not.toContain("继续学习");
    await expect(hero.getByText("本课程免费")).toBeVisible();
    await expect(hero.getByRole("link", { name: "开始学习" })).toHaveAttribute(
      "href",
      `/courses/video/${lessons[0].id}`,
    );

    // Watched the third lesson, then the second: the second was watched last, whatever the ids say.
    for (const lesson of [lessons[2], lessons[1]]) {
      const recorded = await fetch(`${E2E_API_URL}/__test/progress?mobile=${mobile}&video_id=${lesson.id}&seconds=5`, {
        method: "POST",
      });
      expect(recorded.ok).toBe(true);
    }
    await page.reload();
    await expect(hero.getByRole("link", { name: "继续学习" })).toHaveAttribute(
      "href",
      `/courses/video/${lessons[1].id}`,
    );
    await expect(hero.getByRole("link", { name: "开始学习" })).toHaveCount(0);
  });

  test("a visitor and a member who may not watch see the buy area, not a learn link", async ({ page }) => {
    await page.goto("/courses/detail/2");
    await expect(page.getByRole("link", { name: "购买课程￥199" })).toBeVisible();
    await expect(page.getByRole("link", { name: /开始学习|继续学习/ })).toHaveCount(0);
  });
});

test.describe("pending comments", () => {
  const FREE_COURSE = 1;
  interface ListedComment {
    id: string;
    is_check: number;
  }
  const coursePath = `/courses/detail/${FREE_COURSE}?tab=4`;
  const approvedCount = async () =>
    (await apiGet<{ data: ListedComment[] }>(`/api/v3/comments/replies?rt=1&rid=${FREE_COURSE}`)).data.data.filter(
      (comment) => comment.is_check === 1,
    ).length;

  test("an approval shows to every visitor at once; the author keeps the pending text after a reload", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await loginAsFreshBuyer(context, baseURL!);
    const text = `审核前只有我能看到 ${Date.now()}`;
    await page.goto(coursePath);
    const panel = page.getByRole("region", { name: "评论" });
    const posting = page.waitForResponse((response) => response.url().includes("/api/v3/comment/store"));
    await panel.getByRole("textbox", { name: "评论内容" }).fill(text);
    await panel.getByRole("button", { name: "发表评论" }).click();
    const { data } = (await (await posting).json()) as { data: { id: string; content: string } };
    expect(data.content).toBe(""); // MeEdu blanks it, for the author too

    await page.reload();
    const mine = panel.getByRole("listitem").filter({ hasText: text });
    await expect(mine.getByText("评论审核中")).toBeVisible();

    const visitor = await browser.newPage();
    const visitorPanel = visitor.getByRole("region", { name: "评论" });
    const shared = await visitor.goto(`${baseURL}${coursePath}`);
    // The shared HTML keeps the approved comments for crawlers, never a pending one.
    const html = (await shared?.text()) ?? "";
    const [approvedOne] = (
      await apiGet<{ data: { content: string; is_check: number }[] }>(`/api/v3/comments?rt=1&rid=${FREE_COURSE}`)
    ).data.data.filter((comment) => comment.is_check === 1);
    expect(html).toContain(approvedOne.content);
    expect(html).not.toContain(text);
    await expect(visitorPanel.getByText(text)).toHaveCount(0);

    const approved = await fetch(`${E2E_API_URL}/__test/comments/approve?id=${data.id}`, { method: "POST" });
    expect(approved.ok).toBe(true);
    // No webhook: the visitor's next page view shows it, well within 10 s.
    await visitor.goto(`${baseURL}${coursePath}`);
    await expect(visitorPanel.getByText(text)).toBeVisible({ timeout: 10_000 });
    await visitor.close();

    await page.reload();
    await expect(mine).toBeVisible();
    await expect(mine.getByText("评论审核中")).toHaveCount(0);
  });

  test("show only to their author, who still sees them after a reload", async ({ page, context, browser, baseURL }) => {
    const author = await loginAsFreshBuyer(context, baseURL!);
    const comment = await apiPost(
      "/api/v3/comment/store",
      { rt: 1, rid: FREE_COURSE, content: "待审核的评论" },
      author.token,
    );
    expect(comment.code).toBe(0);
    await revalidateTags(baseURL!, ["comments"]);
    const approved = await approvedCount();

    // Another visitor: the pending comment is neither listed nor counted.
    const visitor = await browser.newPage();
    await visitor.goto(`${baseURL}${coursePath}`);
    const visitorPanel = visitor.getByRole("region", { name: "评论" });
    await expect(visitorPanel.getByRole("heading", { name: `全部评论（${approved}）` })).toBeVisible();
    await expect(visitorPanel.getByText("评论审核中")).toHaveCount(0);

    // The author sees it, counted.
    await page.goto(coursePath);
    const panel = page.getByRole("region", { name: "评论" });
    await expect(panel.getByRole("heading", { name: `全部评论（${approved + 1}）` })).toBeVisible();
    await expect(panel.getByText("评论审核中")).toHaveCount(1);

    // A reply posted now is not in the cached page yet; the author still sees it on a reload.
    const newest = await apiGet<{ data: ListedComment[] }>(`/api/v3/comments?rt=1&rid=${FREE_COURSE}`);
    const thread = newest.data.data.find((item) => item.is_check === 1)!;
    const reply = await apiPost(
      "/api/v3/comment/store",
      { rt: 1, rid: FREE_COURSE, content: "待审核的回复", parent_id: thread.id },
      author.token,
    );
    expect(reply.code).toBe(0);
    await page.reload();
    await expect(panel.getByText("评论审核中")).toHaveCount(2);
    await visitor.reload();
    await expect(visitorPanel.getByText("评论审核中")).toHaveCount(0);
    await visitor.close();
  });
});

test("a hidden course is in no list or search, and its page is not indexed", async ({ page }) => {
  const HIDDEN_TITLE = "jQuery 老项目维护指南";
  for (const path of ["/courses", "/courses?page=2", "/search?keywords=jQuery"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByText(HIDDEN_TITLE)).toHaveCount(0);
  }
  await page.goto("/courses/detail/27");
  await expect(page.getByRole("heading", { level: 1, name: HIDDEN_TITLE })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Nothing that asks a search engine to index it: no canonical, language or phone versions.
  await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][media], meta[name="applicable-device"]')).toHaveCount(0);
  // MeEdu's POST v3/order does not look at is_show: a hidden course still sells to those with the link.
  await expect(page.getByRole("link", { name: "购买课程￥39" })).toBeVisible();
});
