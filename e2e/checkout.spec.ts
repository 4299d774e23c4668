import { expect, test, type Page } from "@playwright/test";
import { loginAsFreshBuyer, payOrderByHook } from "./support/buyer";
import { E2E_API_URL } from "./support/environment";
import { courseLessons } from "./support/lessons";

// Seed: course 2 = paid ￥199 (Python 数据分析实战), 4 = VIP-free ￥249; role 1 = 月度会员 ￥30/30天.
// Promo codes: MEEDU10 (−10 元, once per member), OLD20 (expired).
const PAID_COURSE = 2;
const PAID_TITLE = "Python 数据分析实战";
const VIP_FREE_COURSE = 4;
const FREE_COURSE = 1;

const payable = (page: Page) => page.getByText(/^需支付/);

const agreement = (page: Page, title: string) => page.getByRole("checkbox", { name: `我已阅读并同意《${title}》` });

/** Ticks the course's 付费内容购买协议 (unless told it is done) and submits. */
async function submitAndReachPay(page: Page, { agreed = false } = {}): Promise<string> {
  if (!agreed) await agreement(page, "付费内容购买协议").check();
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/order\/pay\?order_no=/);
  return new URL(page.url()).searchParams.get("order_no")!;
}

async function lockedLesson(courseId: number): Promise<number> {
  return (await courseLessons(courseId)).find((lesson) => lesson.free_seconds === 0)!.id;
}

test.describe("anonymous visitors", () => {
  test("/vip lists the plans and 购买 asks to log in first", async ({ page }) => {
    await page.goto("/vip");
    await expect(page).toHaveTitle(/^VIP会员 - /);
    const plan = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "月度会员" }) });
    await expect(plan).toContainText("￥30/30天");
    await expect(plan).toContainText("专属学习群与助教答疑");
    await plan.getByRole("link", { name: "购买" }).click();
    await expect(page.getByRole("dialog").getByRole("tab", { name: "密码登录" })).toBeVisible();
    await expect(page).toHaveURL(/\/vip$/);
  });

  test("/order sends visitors to /login and back", async ({ page }) => {
    await page.goto(`/order?goods_type=vod&goods_id=${PAID_COURSE}`);
    await expect(page).toHaveURL(/\/login\?redirect=%2Forder%3Fgoods_type%3Dvod%26goods_id%3D2/);
  });
});

test.describe("buyers", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await loginAsFreshBuyer(context, baseURL!);
  });

  test("a checkout left open while the course is bought elsewhere orders nothing more", async ({ page, context }) => {
    await page.goto(`/order?goods_id=${PAID_COURSE}&goods_type=vod`);
    await agreement(page, "付费内容购买协议").check();
    // A second tab buys and pays the course.
    const other = await context.newPage();
    await other.goto(`/order?goods_id=${PAID_COURSE}&goods_type=vod`);
    const orderNo = await submitAndReachPay(other);
    await payOrderByHook(orderNo);
    await other.close();

    const orders: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/v3/order")) orders.push(request.url());
    });
    await page.getByRole("button", { name: "提交订单" }).click();
    await expect(page.getByText("你已可以学习本课程，无需下单")).toBeVisible();
    await expect(page.getByText("课程已购买，无需下单")).toBeVisible();
    await expect(page.getByRole("button", { name: "提交订单" })).toHaveCount(0);
    expect(orders).toEqual([]);
  });

  test("buys a paid course through the demo cashier, then watches it", async ({ page, context }) => {
    await page.goto(`/courses/detail/${PAID_COURSE}`);
    await page.getByRole("link", { name: "购买课程￥199" }).click();
    await expect(page).toHaveURL(`/order?goods_id=${PAID_COURSE}&goods_type=vod`);
    await expect(page.getByRole("heading", { name: "收银台" })).toBeVisible();
    await expect(page.getByTestId("goods-name")).toHaveText(PAID_TITLE);
    await expect(payable(page)).toContainText("￥199");

    const orderNo = await submitAndReachPay(page);
    await expect(page.getByRole("img", { name: "支付二维码" })).toBeVisible();
    // MeEdu tells no site which payments are on (maybe only 线下支付): the cashier lists them.
    await expect(page.getByText("请使用手机扫码打开收银台，按收银台列出的方式完成支付")).toBeVisible();
    await expect(page.getByText(/支付宝|微信/)).toHaveCount(0);
    await expect(page.getByText(orderNo)).toBeVisible();
    expect(page.url()).not.toContain("sign=");

    const cashierLink = page.getByRole("link", { name: "在新窗口打开收银台" });
    const [cashier] = await Promise.all([context.waitForEvent("page"), cashierLink.click()]);
    await cashier.getByRole("button", { name: "模拟支付成功" }).click();
    await expect(cashier.getByText("已支付成功")).toBeVisible();

    // The pay page notices within its 2 s polling and moves on by itself.
    await expect(page).toHaveURL(`/order/success?order_no=${orderNo}`);
    await expect(page.getByRole("heading", { name: "支付成功！" })).toBeVisible();
    await expect(page.getByText("￥199")).toBeVisible();
    await expect(page.getByRole("link", { name: "查看订单" })).toHaveAttribute("href", "/member/orders");
    const [firstLesson] = await courseLessons(PAID_COURSE);
    await page.getByRole("link", { name: "开始学习" }).click();
    await expect(page).toHaveURL(`/courses/video/${firstLesson.id}`);

    await page.goto(`/courses/detail/${PAID_COURSE}`);
    await expect(page.getByText("课程已购买")).toBeVisible();
    await page.goto(`/courses/video/${await lockedLesson(PAID_COURSE)}`);
    await expect(page.locator("video")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "购买课程" })).toHaveCount(0);

    await page.goto("/member/orders");
    const row = page.getByRole("list", { name: "订单列表" }).getByRole("listitem").first();
    await expect(row).toContainText(PAID_TITLE);
    await expect(row).toContainText(`订单编号：${orderNo}`);
    await expect(row).toContainText("已支付");
    await expect(row.getByRole("link", { name: PAID_TITLE })).toHaveAttribute("href", `/courses/detail/${PAID_COURSE}`);
  });

  test("promo codes: invalid and expired are refused, a valid one lowers the amount", async ({ page }) => {
    await page.goto(`/order?goods_type=vod&goods_id=${PAID_COURSE}`);
    const input = page.getByRole("textbox", { name: "优惠码" });
    const verify = page.getByRole("button", { name: "验证" });

    await input.fill("NO-SUCH-CODE");
    await verify.click();
    await expect(page.getByRole("status").filter({ hasText: "此优惠码无效，请重新输入验证" })).toBeVisible();
    await input.fill("OLD20");
    await verify.click();
    await expect(page.getByRole("status").filter({ hasText: "此优惠码无效，请重新输入验证" })).toBeVisible();
    await expect(payable(page)).toContainText("￥199");

    await input.fill("MEEDU10");
    await verify.click();
    await expect(page.getByRole("status").filter({ hasText: "此优惠码有效，已减免10元" })).toBeVisible();
    await expect(payable(page)).toContainText("￥189");

    const orderNo = await submitAndReachPay(page);
    await expect(page.getByText("￥189")).toBeVisible();
    await expect(page.getByText("已折扣：")).toBeVisible();

    // MeEdu's order list carries the order's price (charge) and no discount: never call it 实付款.
    await payOrderByHook(orderNo);
    await page.goto("/member/orders");
    const row = page.getByRole("listitem").filter({ hasText: orderNo });
    await expect(row).toContainText("订单金额 ￥199");
    await expect(row).not.toContainText("实付款");
  });

  test("a free course needs no order: 本课程免费，无需下单", async ({ page }) => {
    await page.goto(`/order?goods_type=vod&goods_id=${FREE_COURSE}`);
    await expect(page.getByText("本课程免费，无需下单")).toBeVisible();
    await expect(page.getByText("课程已购买")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "提交订单" })).toHaveCount(0);
  });

  test("a course order needs the 付费内容购买协议 first (MeEdu refuses it otherwise)", async ({ page, request }) => {
    await page.goto(`/order?goods_type=vod&goods_id=${PAID_COURSE}`);
    const config = await (await request.get(`${E2E_API_URL}/api/v2/other/config`)).json();
    const link = page.getByRole("link", { name: "《付费内容购买协议》" });
    await expect(link).toHaveAttribute("href", config.data.paid_content_purchase_protocol);
    await expect(agreement(page, "付费内容购买协议")).not.toBeChecked();

    let ordersSent = 0;
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/v3/order")) ordersSent += 1;
    });
    await page.getByRole("button", { name: "提交订单" }).click();
    await expect(page.getByText("请同意《付费内容购买协议》")).toBeVisible();
    await expect(page).toHaveURL(/\/order\?/);
    expect(ordersSent).toBe(0);

    await agreement(page, "付费内容购买协议").check();
    const [sent] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().endsWith("/api/v3/order")),
      submitAndReachPay(page, { agreed: true }),
    ]);
    expect(sent.postDataJSON()).toMatchObject({ goods_type: "COURSE", goods_id: PAID_COURSE, agree_protocol: 1 });
  });

  test("a tampered URL price or name is ignored", async ({ page }) => {
    await page.goto(`/order?goods_type=vod&goods_id=${PAID_COURSE}&goods_charge=1&goods_name=HACKED&total=1`);
    await expect(page.getByTestId("goods-name")).toHaveText(PAID_TITLE);
    await expect(page.getByTestId("goods-price")).toHaveText("￥199");
    await expect(payable(page)).toContainText("￥199");
    await expect(page.getByText("HACKED")).toHaveCount(0);
  });

  test("buys VIP (agreement required), then a VIP-free course is watchable", async ({ page }) => {
    await page.goto("/vip");
    const plan = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "月度会员" }) });
    await plan.getByRole("link", { name: "购买" }).click();
    await expect(page).toHaveURL(/\/order\?goods_type=role&goods_id=\d+$/);
    await expect(page.getByTestId("goods-name")).toHaveText("月度会员");
    await expect(payable(page)).toContainText("￥30");

    await page.getByRole("button", { name: "提交订单" }).click();
    await expect(page.getByText("请同意《会员服务协议》")).toBeVisible();
    await expect(page).toHaveURL(/\/order\?/);
    await agreement(page, "会员服务协议").check();
    const orderNo = await submitAndReachPay(page, { agreed: true });

    await payOrderByHook(orderNo);
    // The page's own 2 s status poll may get to the success page before the click does.
    await page
      .getByRole("button", { name: "已完成支付" })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(`/order/success?order_no=${orderNo}`);
    await expect(page.getByText("￥30")).toBeVisible();
    await expect(page.getByRole("link", { name: "去选会员免费课程" })).toHaveAttribute("href", "/courses");

    // /vip: the member's plan is theirs, with its expiry, renewed rather than bought.
    await page.goto("/vip");
    await expect(plan.getByTestId("current-plan")).toHaveText(/^当前套餐，有效期至\d{4}-\d{2}-\d{2}/);
    await expect(plan.getByRole("link", { name: "续费" })).toHaveAttribute("href", /goods_type=role&goods_id=\d+$/);
    await expect(plan.getByRole("link", { name: "购买" })).toHaveCount(0);

    await page.goto(`/courses/video/${await lockedLesson(VIP_FREE_COURSE)}`);
    await expect(page.locator("video")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "购买课程" })).toHaveCount(0);

    // VIP access is not a purchase: the course page and the checkout say so.
    await page.goto(`/courses/detail/${VIP_FREE_COURSE}`);
    await expect(page.getByText("已开通会员，会员免费看")).toBeVisible();
    await expect(page.getByText("课程已购买")).toHaveCount(0);
    await page.goto(`/order?goods_type=vod&goods_id=${VIP_FREE_COURSE}`);
    await expect(page.getByText("已开通会员，会员免费看，无需下单")).toBeVisible();

    await page.goto("/member");
    const card = page.getByRole("region", { name: "会员信息" });
    await expect(card).toContainText("月度会员");
    await expect(card).toContainText(/会员有效期至\d{4}-\d{2}-\d{2}/);
  });

  test("cancelling on the pay page goes back to the goods", async ({ page }) => {
    await page.goto(`/order?goods_type=vod&goods_id=${PAID_COURSE}`);
    await submitAndReachPay(page);
    await page.getByRole("button", { name: "取消支付" }).click();
    await expect(page).toHaveURL(`/courses/detail/${PAID_COURSE}`);
  });
});

test("/order/success without an order number explains and links to 我的订单", async ({ page, context, baseURL }) => {
  await loginAsFreshBuyer(context, baseURL!);
  const response = await page.goto("/order/success");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "未找到订单信息" })).toBeVisible();
  await expect(page).toHaveTitle("未找到订单信息 - MeEdu 演示网校");
  await page.getByRole("link", { name: "我的订单" }).click();
  await expect(page).toHaveURL(/\/member\/orders$/);
});

test("order addresses naming nothing the member has are 404s titled 页面不存在, not 收银台 or 支付", async ({
  page,
  context,
  baseURL,
}) => {
  await loginAsFreshBuyer(context, baseURL!);
  for (const address of [
    "/order",
    "/order?goods_type=vod&goods_id=abc",
    "/order?goods_type=vod&goods_id=99999",
    "/order/pay?order_no=abc",
    "/order/pay?order_no=%3Cscript%3E",
    "/order/success?order_no=not-an-order",
  ]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page, address).toHaveTitle("页面不存在 - MeEdu 演示网校");
  }
});
