import { expect, test, type Locator, type Page } from "@playwright/test";
import { accessibilityFindings } from "./support/axe";
import { loginAsFreshBuyer, payOrderByHook } from "./support/buyer";
import { dialog, openLoginDialog, openRegisterDialog } from "./support/dialogs";
import { createSocialUser, freshMobile, useToken } from "./support/feature-api";
import { FEATURE_SITE_URL } from "./support/feature-stack";
import { courseLessons } from "./support/lessons";
import { apiPost } from "./support/session";
import { confirmWechatScan, openWechatQr } from "./support/social-flows";

// axe over every route (docs/product-rules.md#routes-and-layouts) and every dialog: no serious or critical violation,
// headings in order, every control's name containing its visible label (e2e/support/axe.ts).

const PAID_COURSE = 2;
const VIP_FREE_COURSE = 4;

async function expectAccessible(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  expect(await accessibilityFindings(page)).toEqual([]);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

test.describe("public pages", () => {
  const pages: [string, (page: Page) => Locator][] = [
    ["/", (page) => heading(page, "推荐课程")],
    ["/courses", (page) => page.locator('main a[href^="/courses/detail/"]').first()],
    ["/courses/detail/1", (page) => page.getByRole("navigation", { name: "课程内容" })],
    ["/courses/detail/3?tab=3", (page) => page.locator('a[href^="/courses/video/"]').first()],
    ["/courses/detail/3?tab=4", (page) => page.getByRole("link", { name: "课程评论" })],
    ["/courses/detail/3?tab=5", (page) => page.getByRole("link", { name: "课程附件" })],
    ["/announcement", (page) => page.getByRole("heading", { level: 1 })],
    ["/vip", (page) => heading(page, "月度会员")],
    ["/search?keywords=vue", (page) => page.locator("main")],
    ["/login", (page) => page.getByRole("button", { name: "登录后查看" })],
    ["/error?msg=出错测试", (page) => heading(page, "出错了")],
    ["/login/callback?redirect=%2F&login_code=unknown-code&action=login", (page) => page.locator("main")],
    ["/no-such-page", (page) => heading(page, "页面不存在")],
  ];
  for (const [path, ready] of pages) {
    test(`${path} as a visitor`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page, ready(page));
    });
  }
});

test.describe("member pages", () => {
  let token = "";
  test.beforeEach(async ({ context, baseURL }) => {
    ({ token } = await loginAsFreshBuyer(context, baseURL!));
    // A paid order gives the member an order row and two messages (one unread).
    const order = await apiPost<{ order_no: string }>(
      "/api/v3/order",
      { goods_type: "COURSE", goods_id: PAID_COURSE, agree_protocol: 1 },
      token,
    );
    await payOrderByHook(order.data.order_no);
  });

  const pages: [string, (page: Page) => Locator][] = [
    ["/", (page) => page.getByRole("button", { name: "用户菜单" })],
    ["/member", (page) => page.getByRole("button", { name: "用户菜单" })],
    ["/member?tab=verify", (page) => page.getByRole("button", { name: "用户菜单" })],
    ["/member/messages", (page) => page.getByRole("list", { name: "消息列表" })],
    ["/member/orders", (page) => page.getByRole("list", { name: "订单列表" })],
    ["/member/credit1-free", (page) => page.getByText(/积分/).first()],
    ["/study-center", (page) => page.getByRole("button", { name: "用户菜单" })],
    ["/study-center?tab=subscribed", (page) => page.getByRole("button", { name: "用户菜单" })],
    ["/search?keywords=Python", (page) => page.getByRole("button", { name: "用户菜单" })],
    ["/courses/detail/2", (page) => page.getByText("课程已购买")],
    [`/order?goods_type=vod&goods_id=${VIP_FREE_COURSE}`, (page) => page.getByRole("heading", { name: "收银台" })],
  ];
  for (const [path, ready] of pages) {
    test(`${path} signed in`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page, ready(page));
    });
  }

  test("the open user menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "用户菜单" }).click();
    await expectAccessible(page, page.getByRole("menuitem", { name: "安全退出" }));
  });

  test("a lesson the member bought", async ({ page }) => {
    const lessons = await courseLessons(PAID_COURSE);
    await page.goto(`/courses/video/${lessons[lessons.length - 1].id}`);
    await expectAccessible(page, page.locator("video"));
  });

  test("a lesson the member has not bought", async ({ page }) => {
    const locked = (await courseLessons(VIP_FREE_COURSE)).find((lesson) => lesson.free_seconds === 0)!;
    await page.goto(`/courses/video/${locked.id}`);
    await expectAccessible(page, page.getByRole("region", { name: "购买课程" }));
  });

  test("/order/pay and /order/success", async ({ page }) => {
    await page.goto(`/order?goods_type=vod&goods_id=${VIP_FREE_COURSE}`);
    await page.getByRole("checkbox", { name: "我已阅读并同意《付费内容购买协议》" }).check();
    await page.getByRole("button", { name: "提交订单" }).click();
    await expect(page).toHaveURL(/\/order\/pay\?order_no=/);
    await expectAccessible(page, page.getByRole("img", { name: "支付二维码" }));

    await payOrderByHook(new URL(page.url()).searchParams.get("order_no")!);
    await expect(page).toHaveURL(/\/order\/success\?order_no=/);
    await expectAccessible(page, heading(page, "支付成功！"));
  });
});

test.describe("dialogs", () => {
  test("login, password tab", async ({ page }) => {
    await page.goto("/");
    await openLoginDialog(page);
    await expectAccessible(page, dialog(page).getByRole("button", { name: "立即登录" }));
  });

  test("login, SMS tab, with validation errors", async ({ page }) => {
    await page.goto("/");
    await openLoginDialog(page);
    await dialog(page).getByRole("tab", { name: "短信登录" }).click();
    await dialog(page).getByRole("button", { name: "立即登录" }).click();
    await expectAccessible(page, dialog(page).getByText("请输入手机号").first());
  });

  test("register", async ({ page }) => {
    await page.goto("/");
    await openRegisterDialog(page);
    await expectAccessible(page, dialog(page).getByRole("button", { name: "已有账号，立即登录" }));
  });

  test("forgot password", async ({ page }) => {
    await page.goto("/");
    await openLoginDialog(page);
    await dialog(page).getByRole("button", { name: "忘记密码" }).click();
    await expectAccessible(page, dialog(page).getByRole("heading", { name: "忘记密码" }));
  });
});

test.describe("dialogs with social sign-in on", () => {
  test.use({ baseURL: FEATURE_SITE_URL });

  test("login with the third-party icons", async ({ page }) => {
    await page.goto("/");
    await openLoginDialog(page);
    await expectAccessible(page, dialog(page).getByRole("button", { name: "QQ登录" }));
  });

  test("WeChat QR", async ({ page }) => {
    await page.goto("/");
    await openLoginDialog(page);
    await openWechatQr(page);
    await expectAccessible(page, dialog(page).getByText(/有效期/));
  });

  test("WeChat bind mobile (请绑定手机号)", async ({ page, context }) => {
    await page.goto("/");
    await openLoginDialog(page);
    await confirmWechatScan(context, await openWechatQr(page));
    await expectAccessible(
      page,
      page.getByRole("dialog", { name: "请绑定手机号" }).getByRole("button", { name: "立即绑定" }),
    );
  });

  test("code bind after a first QQ login (绑定手机号)", async ({ page }) => {
    await page.goto("/courses");
    await openLoginDialog(page);
    await dialog(page).getByRole("button", { name: "QQ登录" }).click();
    await page.getByRole("button", { name: "同意" }).click();
    await expectAccessible(
      page,
      page.getByRole("dialog", { name: "绑定手机号" }).getByRole("button", { name: "立即绑定" }),
    );
  });

  test("/bind-mobile", async ({ page, context }) => {
    await useToken(context, (await createSocialUser({ nickname: "无障碍绑定" })).token);
    await page.goto("/bind-mobile");
    await expectAccessible(page, page.getByRole("heading", { name: "绑定手机号" }));
  });

  test("/face-check", async ({ page, context }) => {
    await useToken(context, (await createSocialUser({ nickname: "无障碍认证", mobile: freshMobile() })).token);
    await page.goto("/face-check");
    await expectAccessible(page, page.getByRole("img", { name: "实名认证二维码" }));
  });
});

test.describe("keyboard", () => {
  /** What has keyboard focus now, and whether it shows an outline or a ring. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      return {
        control: `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 20)}`,
        indicated: outlined || style.boxShadow !== "none",
        inDialog: element.closest('[role="dialog"]') !== null,
      };
    });

  test("every control on the home page shows where the focus is", async ({ page }) => {
    await page.goto("/");
    await expect(heading(page, "推荐课程")).toBeVisible();
    const hidden: string[] = [];
    for (let stop = 0; stop < 30; stop += 1) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      if (!now.indicated) hidden.push(now.control);
    }
    expect(hidden).toEqual([]);
  });

  test("the login dialog keeps the focus inside and shows it", async ({ page }) => {
    await page.goto("/");
    await openLoginDialog(page);
    const stops: Awaited<ReturnType<typeof focused>>[] = [];
    for (let stop = 0; stop < 16; stop += 1) {
      await page.keyboard.press(stop < 12 ? "Tab" : "Shift+Tab");
      stops.push(await focused(page));
    }
    expect(stops.filter((now) => !now.inDialog || !now.indicated)).toEqual([]);
  });

  test("the home slider works from the keyboard, past hidden slides", async ({ page }) => {
    await page.goto("/");
    const slider = page.getByRole("region", { name: "首页轮播" });
    await slider.getByRole("link", { name: "轮播图 1" }).focus();
    await page.keyboard.press("Tab");
    await expect(slider.getByRole("button", { name: "暂停轮播" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(slider.getByRole("button", { name: "第 2 张" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(slider.getByRole("button", { name: "第 2 张" })).toHaveAttribute("aria-current", "true");

    // Back up: dot 1, 暂停, then the shown slide's link — slide 1's is no longer reachable.
    for (let stop = 0; stop < 3; stop += 1) await page.keyboard.press("Shift+Tab");
    await expect(slider.getByRole("link", { name: "轮播图 2" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="首页轮播"]')))).toBe(false);
  });
});
