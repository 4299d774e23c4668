import { expect, test, type Page } from "@playwright/test";
import { loginAsFreshBuyer, payOrderByHook } from "./support/buyer";

// Seed: course 2 = paid ￥199 (Python 数据分析实战); promo code MEEDU10 takes 10 元 off, once per member.
const PAID_COURSE = 2;
const PAID_TITLE = "Python 数据分析实战";

async function orderCourse(page: Page, promoCode = ""): Promise<string> {
  await page.goto(`/order?goods_type=vod&goods_id=${PAID_COURSE}`);
  if (promoCode) await page.getByRole("textbox", { name: "优惠码" }).fill(promoCode);
  await page.getByRole("checkbox", { name: "我已阅读并同意《付费内容购买协议》" }).check();
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/order\/pay\?order_no=/);
  return new URL(page.url()).searchParams.get("order_no")!;
}

test.beforeEach(async ({ context, baseURL }) => {
  await loginAsFreshBuyer(context, baseURL!);
});

test("an order left unpaid waits as 待支付 on the course and in 我的订单 until it is paid", async ({ page }) => {
  const orderNo = await orderCourse(page);
  await page.getByRole("button", { name: "取消支付" }).click();
  await expect(page.getByText("订单未支付，可在「我的订单」中继续支付")).toBeVisible();
  await expect(page).toHaveURL(`/courses/detail/${PAID_COURSE}`);
  const notice = page.getByTestId("unpaid-order");
  await expect(notice).toContainText("待支付");
  await expect(notice.getByRole("link", { name: "继续支付" })).toHaveAttribute(
    "href",
    `/order/pay?order_no=${orderNo}`,
  );

  await page.goto("/member/orders");
  const row = page.getByRole("list", { name: "待支付订单" }).getByRole("listitem").filter({ hasText: orderNo });
  await expect(row).toContainText(PAID_TITLE);
  await expect(row).toContainText("待支付");
  await row.getByRole("link", { name: "继续支付" }).click();
  await expect(page).toHaveURL(`/order/pay?order_no=${orderNo}`);
  await expect(page.getByRole("img", { name: "支付二维码" })).toBeVisible();

  await payOrderByHook(orderNo);
  await page.goto("/member/orders");
  await expect(page.getByRole("list", { name: "订单列表" })).toContainText(orderNo);
  await expect(page.getByRole("list", { name: "待支付订单" })).toHaveCount(0);
});

test("我的订单 shows what a promo-code order took off and what was paid", async ({ page }) => {
  const orderNo = await orderCourse(page, "MEEDU10");
  await payOrderByHook(orderNo);
  await page.goto("/member/orders");
  const row = page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ hasText: orderNo });
  await expect(row).toContainText("订单金额 ￥199");
  await expect(row).toContainText("已优惠 ￥10，实付 ￥189");
  await expect(page.getByText(/订单金额是使用优惠码前的价格/)).toBeVisible();
});
