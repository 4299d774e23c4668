import { expect, test, type Page } from "@playwright/test";
import { loginAsFreshBuyer, payOrderByHook } from "./support/buyer";
import { dialog } from "./support/dialogs";
import { E2E_API_URL } from "./support/environment";
import { courseLessons } from "./support/lessons";
import { apiPost, loginAsDemoMember } from "./support/session";

const FREE_COURSE = 1;
const PAID_COURSE = 2;

async function buyThroughApi(token: string, courseId: number): Promise<string> {
  const order = await apiPost<{ order_no: string }>(
    "/api/v3/order",
    { goods_type: "COURSE", goods_id: courseId, agree_protocol: 1 },
    token,
  );
  await payOrderByHook(order.data.order_no);
  return order.data.order_no;
}

async function authedGet(path: string, token: string) {
  const response = await fetch(`${E2E_API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as { code: number; data: unknown };
}

const sidebarDot = (page: Page) => page.getByTestId("nav-unread-dot");

async function headerDotVisible(page: Page): Promise<boolean> {
  await page.getByRole("button", { name: "用户菜单" }).click();
  const visible = await page.getByTestId("unread-dot").isVisible();
  await page.keyboard.press("Escape");
  return visible;
}

test("member pages send visitors to /login with the way back", async ({ page }) => {
  await page.goto("/member/messages?page=2");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fmessages%3Fpage%3D2$/);
  await page.goto("/study-center");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstudy-center/);
});

test.describe("messages", () => {
  let token = "";
  let messageCount = 0;
  test.beforeEach(async ({ context, baseURL }) => {
    ({ token } = await loginAsFreshBuyer(context, baseURL!));
    // MeEdu's messages: 用户注册成功, 订单…已支付 and one 积分变动 per reward (registering, paying).
    await buyThroughApi(token, PAID_COURSE);
    const messages = (await authedGet("/api/v2/member/messages?page=1&page_size=20", token)).data as {
      data: unknown[];
    };
    messageCount = messages.data.length;
    expect(messageCount).toBeGreaterThanOrEqual(2);
  });

  test("reading one marks it, 全部已读 clears every mark and the dots at once", async ({ page }) => {
    await page.goto("/member/messages");
    await expect(page).toHaveTitle(/^我的消息 - /);
    const list = page.getByRole("list", { name: "消息列表" });
    await expect(list.getByRole("button", { name: /^未读：/ })).toHaveCount(messageCount);
    await expect(sidebarDot(page)).toBeVisible();

    await list.getByRole("button", { name: /^未读：\s*订单\d+已支付/ }).click();
    await expect(list.getByRole("button", { name: /^已读：\s*订单\d+已支付/ })).toBeVisible();
    await expect(list.getByRole("button", { name: /^未读：/ })).toHaveCount(messageCount - 1);
    await expect(sidebarDot(page)).toBeVisible();
    await expect
      .poll(async () => (await authedGet("/api/v2/member/unreadNotificationCount", token)).data)
      .toBe(messageCount - 1);

    await page.getByRole("button", { name: "全部已读" }).click();
    await expect(list.getByRole("button", { name: /^未读：/ })).toHaveCount(0);
    await expect(sidebarDot(page)).toHaveCount(0);
    expect(await headerDotVisible(page)).toBe(false);

    await page.reload();
    await expect(list.getByRole("button", { name: /^已读：/ })).toHaveCount(messageCount);
    await expect(sidebarDot(page)).toHaveCount(0);
  });

  test("reading the last unread one also clears the dot", async ({ page }) => {
    await page.goto("/member/messages");
    const list = page.getByRole("list", { name: "消息列表" });
    const unread = list.getByRole("button", { name: /^未读：/ });
    await expect(unread).toHaveCount(messageCount);
    for (let left = messageCount - 1; left > 0; left -= 1) {
      await unread.first().click();
      await expect(unread).toHaveCount(left);
      await expect(sidebarDot(page)).toBeVisible();
    }
    await unread.first().click();
    await expect(unread).toHaveCount(0);
    await expect(sidebarDot(page)).toHaveCount(0);
  });
});

test("the unread dot shows messages MeEdu's cached count does not know of, without a call on every page", async ({
  page,
  context,
  baseURL,
}) => {
  const { token } = await loginAsFreshBuyer(context, baseURL!);
  await authedGet("/api/v2/member/notificationMarkAllAsRead", token);
  expect((await authedGet("/api/v2/member/unreadNotificationCount", token)).data).toBe(0);
  await buyThroughApi(token, PAID_COURSE); // new messages: 订单…已支付 and its reward
  // MeEdu keeps the count it cached until something is marked read.
  expect((await authedGet("/api/v2/member/unreadNotificationCount", token)).data).toBe(0);

  const messageReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/v2/member/messages") messageReads.push(request.url());
  });
  const counted = page.waitForResponse((response) => response.url().includes("/api/v2/member/unreadNotificationCount"));
  await page.goto("/courses");
  await counted;
  await page.waitForLoadState("networkidle");
  expect(messageReads).toEqual([]);

  await page.getByRole("button", { name: "用户菜单" }).click();
  await expect(page.getByTestId("unread-dot")).toBeVisible();
  expect(messageReads).toHaveLength(1);

  await page.goto("/member");
  await expect(sidebarDot(page)).toBeVisible();
});

test.describe("orders, points and the study centre", () => {
  test("a favourite the member may watch (free) offers 继续学习", async ({ page, context, baseURL }) => {
    const { token } = await loginAsFreshBuyer(context, baseURL!);
    await authedGet(`/api/v2/course/${FREE_COURSE}/like`, token);
    await page.goto("/study-center?tab=liked");
    // The official client's course-type tab above 在学/订阅/收藏: recorded courses, the one type here.
    await expect(
      page.getByRole("navigation", { name: "课程类型" }).getByRole("link", { name: "录播课" }),
    ).toHaveAttribute("aria-current", "true");
    const liked = page.getByRole("list", { name: "课程列表" }).getByRole("listitem");
    await expect(liked).toHaveCount(1);
    await expect(liked.getByRole("link", { name: "继续学习" })).toBeVisible();
  });

  test("a fresh buyer's order, points and learning progress show up", async ({ page, context, baseURL }) => {
    const { token, mobile } = await loginAsFreshBuyer(context, baseURL!);
    const orderNo = await buyThroughApi(token, PAID_COURSE);

    await page.goto("/member/orders");
    const row = page.getByRole("list", { name: "订单列表" }).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`订单编号：${orderNo}`);
    await expect(row).toContainText("订单金额 ￥199");
    await expect(row).toContainText("刚刚");

    const lesson = (await courseLessons(FREE_COURSE))[0];
    await authedGet(`/api/v2/video/${lesson.id}`, token);
    // The heartbeat only credits real playing time: a whole lesson watched comes from the test hook.
    await fetch(`${E2E_API_URL}/__test/progress?mobile=${mobile}&video_id=${lesson.id}&seconds=${lesson.duration}`, {
      method: "POST",
    });

    await page.goto("/study-center");
    await expect(page.getByRole("heading", { name: "我的学习" })).toBeVisible();
    const learning = page.getByRole("list", { name: "课程列表" }).getByRole("listitem");
    await expect(learning.filter({ hasText: "Python 零基础入门到实践" })).toContainText(/已学完 1课时 \/ 共 \d+课时/);

    await page.getByRole("link", { name: "订阅" }).click();
    await expect(page).toHaveURL(/tab=subscribed/);
    const subscribed = page.getByRole("list", { name: "课程列表" }).getByRole("listitem");
    await expect(subscribed).toHaveCount(1);
    await expect(subscribed).toContainText("Python 数据分析实战");
    await expect(subscribed).toContainText("已订阅");

    const detail = (await authedGet("/api/v2/member/detail", token)).data as { credit1: number };
    // As the official client: 我的积分 shows the balance, 明细规则 the records and the rules.
    await page.goto("/member/credit1-free");
    await expect(page.getByText(`${detail.credit1}积分`)).toBeVisible();
    await expect(page.getByRole("list", { name: "积分明细" })).toHaveCount(0);
    await page.getByRole("link", { name: "明细规则" }).click();
    await expect(page).toHaveURL(/tab=rules/);
    await expect(page.getByRole("heading", { name: "积分明细" })).toBeVisible();
    const ledger = page.getByRole("list", { name: "积分明细" }).getByRole("listitem");
    await expect(ledger.filter({ hasText: "+20" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "积分获取" })).toBeVisible();
    await expect(page.getByRole("list", { name: "积分规则" })).toContainText("注册奖励 20 积分");
    await expect(page.getByText(`${detail.credit1}积分`)).toBeVisible();
  });

  test("学习进度 lists lessons in catalogue order when they share a publish time", async ({
    page,
    context,
    baseURL,
  }) => {
    const { token } = await loginAsFreshBuyer(context, baseURL!);
    await buyThroughApi(token, PAID_COURSE);
    const published = await fetch(`${E2E_API_URL}/__test/lessons/publish-together?course_id=${PAID_COURSE}`, {
      method: "POST",
    });
    expect((await published.json()).code).toBe(0);
    const catalogue = (await courseLessons(PAID_COURSE)).map((lesson) => lesson.title);
    expect(catalogue.length).toBeGreaterThan(3);

    await page.goto("/study-center?tab=subscribed");
    const card = page.getByRole("list", { name: "课程列表" }).getByRole("listitem").first();
    await card.getByRole("button", { name: "学习进度" }).click();
    const rows = dialog(page).getByRole("list", { name: "课时进度" }).getByRole("listitem");
    await expect(rows).toHaveCount(catalogue.length);
    expect(await rows.evaluateAll((items) => items.map((item) => item.querySelector("span")?.textContent))).toEqual(
      catalogue,
    );
  });

  test("the demo member's favourites and per-lesson progress dialog", async ({ page, context, baseURL }) => {
    await loginAsDemoMember(context, baseURL!);
    await page.goto("/study-center?tab=liked");
    // The official client's course-type tab above 在学/订阅/收藏: recorded courses, the one type here.
    await expect(
      page.getByRole("navigation", { name: "课程类型" }).getByRole("link", { name: "录播课" }),
    ).toHaveAttribute("aria-current", "true");
    const liked = page.getByRole("list", { name: "课程列表" }).getByRole("listitem");
    await expect(liked).toHaveCount(2);
    await expect(liked.first()).toContainText("收藏时间");
    // Neither favourite is bought (both paid, the member is no VIP): no 继续学习, a link to the course.
    await expect(liked.getByRole("link", { name: /继续学习|学习完成/ })).toHaveCount(0);
    await expect(liked.getByRole("link", { name: /详情$/ }).first()).toHaveAttribute(
      "href",
      /^\/courses\/detail\/\d+$/,
    );

    await page.goto("/study-center?tab=subscribed");
    const bought = page.getByRole("list", { name: "课程列表" }).getByRole("listitem").filter({ hasText: "Vue 3" });
    await bought.getByRole("button", { name: "学习进度" }).click();
    const rows = dialog(page).getByRole("list", { name: "课时进度" }).getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText(/已学完|未学完/);
    await dialog(page).getByRole("button", { name: "关闭" }).click();
    await expect(bought.getByRole("link", { name: /继续学习|学习完成/ })).toHaveAttribute("href", /^\/courses\//);
  });
});
