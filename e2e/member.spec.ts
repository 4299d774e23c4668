import { expect, test, type Page } from "@playwright/test";
import { loginAsFreshBuyer, payOrderByHook } from "./support/buyer";
import { dialog } from "./support/dialogs";
import { DEMO_MEMBER, E2E_API_URL } from "./support/environment";
import { courseLessons } from "./support/lessons";
import { apiGet, apiPost, loginAsDemoMember, nextCaptchaAnswer } from "./support/session";

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

test.describe("messages", () => {
  let token = "";
  test.beforeEach(async ({ context, baseURL }) => {
    ({ token } = await loginAsFreshBuyer(context, baseURL!));
    await buyThroughApi(token, PAID_COURSE); // welcome + order-paid notifications
  });

  test("reading one marks it, 全部已读 clears every mark and the dots at once", async ({ page }) => {
    await page.goto("/member/messages");
    await expect(page).toHaveTitle(/^我的消息 - /);
    const list = page.getByRole("list", { name: "消息列表" });
    await expect(list.getByRole("button", { name: /^未读：/ })).toHaveCount(2);
    await expect(sidebarDot(page)).toBeVisible();

    await list.getByRole("button", { name: /^未读：订单已支付/ }).click();
    await expect(list.getByRole("button", { name: /^已读：订单已支付/ })).toBeVisible();
    await expect(list.getByRole("button", { name: /^未读：/ })).toHaveCount(1);
    await expect(sidebarDot(page)).toBeVisible();
    await expect.poll(async () => (await authedGet("/api/v2/member/unreadNotificationCount", token)).data).toBe(1);

    await page.getByRole("button", { name: "全部已读" }).click();
    await expect(list.getByRole("button", { name: /^未读：/ })).toHaveCount(0);
    await expect(sidebarDot(page)).toHaveCount(0);
    expect(await headerDotVisible(page)).toBe(false);

    await page.reload();
    await expect(list.getByRole("button", { name: /^已读：/ })).toHaveCount(2);
    await expect(sidebarDot(page)).toHaveCount(0);
  });

  test("reading the last unread one also clears the dot", async ({ page }) => {
    await page.goto("/member/messages");
    const list = page.getByRole("list", { name: "消息列表" });
    const unread = list.getByRole("button", { name: /^未读：/ });
    await expect(unread).toHaveCount(2);
    await unread.first().click();
    await expect(unread).toHaveCount(1);
    await expect(sidebarDot(page)).toBeVisible();
    await unread.first().click();
    await expect(unread).toHaveCount(0);
    await expect(sidebarDot(page)).toHaveCount(0);
  });
});

test.describe("orders, points and the study centre", () => {
  test("a fresh buyer's order, points and learning progress show up", async ({ page, context, baseURL }) => {
    const { token } = await loginAsFreshBuyer(context, baseURL!);
    const orderNo = await buyThroughApi(token, PAID_COURSE);

    await page.goto("/member/orders");
    const row = page.getByRole("list", { name: "订单列表" }).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`订单编号：${orderNo}`);
    await expect(row).toContainText("实付款 ￥199");
    await expect(row).toContainText("刚刚");

    const lesson = (await courseLessons(FREE_COURSE))[0];
    await authedGet(`/api/v2/video/${lesson.id}`, token);
    await apiPost(`/api/v2/video/${lesson.id}/record`, { duration: lesson.duration }, token);

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

    await page.goto("/member/credit1-free");
    await expect(page.getByText(/\d+积分/).first()).toBeVisible();
    await page.getByRole("link", { name: "明细规则" }).click();
    await expect(page).toHaveURL(/tab=rules/);
  });

  test("the demo member's favourites and per-lesson progress dialog", async ({ page, context, baseURL }) => {
    await loginAsDemoMember(context, baseURL!);
    await page.goto("/study-center?tab=liked");
    const liked = page.getByRole("list", { name: "课程列表" }).getByRole("listitem");
    await expect(liked).toHaveCount(2);
    await expect(liked.first()).toContainText("收藏时间");

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

test.describe("member centre", () => {
  test("shows the card, sets the nickname once, validates avatars", async ({ page, context, baseURL }) => {
    await loginAsFreshBuyer(context, baseURL!);
    await page.goto("/member");
    await expect(page).toHaveTitle(/^用户中心 - /);
    await expect(page.getByRole("region", { name: "会员信息" })).toContainText("我的积分");
    await expect(page.getByText(/^137\*{4}\d{4}$/)).toBeVisible();

    const nickname = page.getByRole("textbox", { name: "昵称" });
    await nickname.fill(DEMO_MEMBER.name);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "昵称已经存在" })).toBeVisible();
    const mine = `买家${Date.now() % 100000}`;
    await nickname.fill(mine);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("昵称已修改")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "昵称" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "会员信息" })).toContainText(mine);

    const upload = page.getByLabel("更换头像");
    await upload.setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(page.getByText("头像仅支持 png、jpg、jpeg 格式")).toBeVisible();
    await upload.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(1024 * 1024 + 1) });
    await expect(page.getByText("头像图片不能超过1M")).toBeVisible();
  });

  test("sets a password with an SMS code, then it logs in", async ({ page, context, baseURL }) => {
    const { mobile } = await loginAsFreshBuyer(context, baseURL!);
    await page.goto("/member");
    const answer = await nextCaptchaAnswer(page, () => page.getByRole("button", { name: "设置密码" }).click());
    await dialog(page).getByRole("button", { name: "确认" }).click();
    await expect(dialog(page).getByText("请输入手机验证码!")).toBeVisible();
    await dialog(page).getByLabel("图形验证码", { exact: true }).fill(answer);
    await dialog(page).getByRole("button", { name: "获取验证码" }).click();
    await expect(dialog(page).getByRole("button", { name: /\d+s/ })).toBeVisible();
    const code = await apiGet<{ code: string }>(`/__test/sms?mobile=${mobile}`);
    await dialog(page).getByLabel("短信验证码", { exact: true }).fill(code.data.code);
    await dialog(page).getByLabel("新密码", { exact: true }).fill("newpass123");
    await dialog(page).getByRole("button", { name: "确认" }).click();
    await expect(page.getByText("密码已保存")).toBeVisible();
    await expect(page.getByRole("button", { name: "修改密码" })).toBeVisible();
    const login = await apiPost<{ token: string }>("/api/v2/login/password", { mobile, password: "newpass123" });
    expect(login.code).toBe(0);
  });

  test("注销账号 asks for confirmation, then logs out", async ({ page, context, baseURL }) => {
    await loginAsFreshBuyer(context, baseURL!);
    await page.goto("/member");
    await page.getByRole("button", { name: "注销账号" }).click();
    await expect(dialog(page)).toContainText("确定要注销账号吗");
    await dialog(page).getByRole("button", { name: "取消" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole("button", { name: "注销账号" }).click();
    await dialog(page).getByRole("button", { name: "确定注销" }).click();
    await expect(page.getByText("已申请注销，账号将在7天后注销")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
