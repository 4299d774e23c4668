import { expect, test, type Page } from "@playwright/test";
import { BANNER_SMALLEST_TEXT_PX } from "../embedded-api/lib/svg/banner";
import { accessibilityFindings } from "./support/axe";
import { dialog, field } from "./support/dialogs";
import { DEMO_MEMBER, DEMO_SMS_CODE } from "./support/environment";
import { passFaceCheck } from "./support/face-check";
import { createSocialUser, featurePost, freshMobile, useToken } from "./support/feature-api";
import { FEATURE_API_URL, FEATURE_SITE_URL } from "./support/feature-stack";
import { courseLessons } from "./support/lessons";
import { PHONE_VIEWPORTS, expectNoHorizontalOverflow } from "./support/phone";
import { loginAsDemoMember } from "./support/session";

// The Pixel 7 project on the feature stack, whose school has no H5 site: phones get the site itself,
// laid out for their screen (docs/architecture.md#render-model).
test.use({ baseURL: FEATURE_SITE_URL });

const PAID_COURSE = 2;

const PUBLIC_ROUTES = [
  "/",
  "/courses",
  "/courses?cid=1",
  "/courses?scene=free&page=2",
  "/courses/detail/3",
  "/courses/detail/3?tab=3",
  "/courses/detail/3?tab=4",
  "/courses/detail/3?tab=5",
  "/announcement",
  "/vip",
  "/search?keywords=vue",
  "/search?keywords=Python&type=video",
  "/login",
  "/login/callback?redirect=%2F",
  "/error?msg=出错测试",
  "/no-such-page",
];

const MEMBER_ROUTES = [
  "/",
  "/member",
  "/member?tab=verify",
  "/member/messages",
  "/member/orders",
  "/member/credit1-free",
  "/member/credit1-free?tab=rules",
  "/study-center",
  "/study-center?tab=subscribed",
  "/study-center?tab=liked",
  "/courses/detail/3",
  `/order?goods_type=vod&goods_id=${PAID_COURSE}`,
  "/order?goods_type=role&goods_id=1",
];

const menuButton = (page: Page) => page.locator("header").getByRole("button", { name: "菜单" });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "主导航" });

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("load");
  await expect(page.locator("main").first()).toBeVisible();
}

async function signInDemoMember(page: Page): Promise<void> {
  await passFaceCheck(await loginAsDemoMember(page.context(), FEATURE_SITE_URL, FEATURE_API_URL));
}

for (const viewport of PHONE_VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("no public route is wider than the screen", async ({ page }) => {
      for (const path of PUBLIC_ROUTES) {
        await visit(page, path);
        await expectNoHorizontalOverflow(page, path);
      }
    });

    test("no member route is wider than the screen, the lesson page included", async ({ page }) => {
      await signInDemoMember(page);
      const [lesson] = await courseLessons(3, FEATURE_API_URL);
      for (const path of [...MEMBER_ROUTES, `/courses/video/${lesson.id}`]) {
        await visit(page, path);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
        await expectNoHorizontalOverflow(page, path);
      }
    });

    test("a new member's centre fits the screen: the one-time nickname form and a long random nickname", async ({
      page,
      context,
    }) => {
      // Signed up by SMS code: MeEdu gives a random 12-character nickname that may still be changed once.
      const signUp = await featurePost<{ token: string }>("/api/v2/login/mobile", {
        mobile: freshMobile(),
        mobile_code: DEMO_SMS_CODE,
      });
      await passFaceCheck(signUp.data.token);
      await useToken(context, signUp.data.token);
      await visit(page, "/member");
      const save = page.getByRole("button", { name: "保存", exact: true });
      await expect(save).toBeVisible();
      await expectNoHorizontalOverflow(page, "/member (nickname not set yet)");
      const box = (await save.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.height).toBeLessThan(48); // one line: 保存, not 保 over 存
    });

    test("checkout, payment and success fit the screen", async ({ page, context }) => {
      const buyer = await createSocialUser({ nickname: "手机买家", mobile: freshMobile(), verified: true });
      await useToken(context, buyer.token);
      await visit(page, `/order?goods_type=vod&goods_id=${PAID_COURSE}`);
      // A tap before the form has hydrated is undone by React: tick it until it stays ticked.
      const consent = page.getByRole("checkbox", { name: "我已阅读并同意《付费内容购买协议》" });
      await expect(async () => {
        await consent.check({ timeout: 1000 });
        await expect(consent).toBeChecked({ timeout: 500 });
      }).toPass();
      await page.getByRole("button", { name: "提交订单" }).tap();
      await expect(page.getByRole("img", { name: "支付二维码" })).toBeVisible();
      await expectNoHorizontalOverflow(page, "/order/pay");
      const orderNo = new URL(page.url()).searchParams.get("order_no")!;
      expect((await featurePost(`/__test/order/pay?order_no=${encodeURIComponent(orderNo)}`, {})).code).toBe(0);
      await expect(page.getByRole("heading", { name: "支付成功！" })).toBeVisible();
      await expectNoHorizontalOverflow(page, "/order/success");
    });

    test("the pending-check pages fit the screen", async ({ page, context }) => {
      await useToken(context, (await createSocialUser({ nickname: "待绑定手机" })).token);
      await visit(page, "/bind-mobile");
      await expect(page.getByRole("button", { name: "绑定", exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page, "/bind-mobile");
      // Leave first: the bind page reacts to the member changing under it.
      await page.goto("about:blank");
      await context.clearCookies();
      await useToken(context, (await createSocialUser({ nickname: "待认证", mobile: freshMobile() })).token);
      await visit(page, "/face-check");
      await expect(page.getByText("请使用微信扫码完成实名认证")).toBeVisible();
      await expectNoHorizontalOverflow(page, "/face-check");
    });

    test("the header folds into a 菜单 button that opens by touch and keyboard", async ({ page }) => {
      await visit(page, "/");
      const button = menuButton(page);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(mainNav(page)).toBeHidden();
      await expect(page.getByRole("searchbox", { name: "搜索课程" })).toBeHidden();

      await button.tap();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(mainNav(page).getByRole("link", { name: "录播课" })).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "搜索课程" })).toBeVisible();
      await expect(page.locator("header").getByRole("button", { name: "登录" })).toBeVisible();
      await expectNoHorizontalOverflow(page, "/ with the menu open");
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await mainNav(page).getByRole("link", { name: "录播课" }).tap();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    });

    test("course lists go to two columns with readable titles", async ({ page }) => {
      await visit(page, "/courses");
      const cards = page.locator('main a[href^="/courses/detail/"]');
      const [first, second, third] = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
      expect(second!.y).toBe(first!.y);
      expect(third!.y).toBeGreaterThan(first!.y + first!.height);
      expect(first!.width).toBeGreaterThan(viewport.width * 0.4);
    });

    test("the course catalogue shows whole lesson titles (two lines, not a few characters)", async ({ page }) => {
      await visit(page, "/courses/detail/3?tab=3");
      const titles = page.locator('main a[href^="/courses/video/"] > span:nth-child(2)');
      expect(await titles.count()).toBeGreaterThan(3);
      const cut = await titles.evaluateAll((spans) =>
        spans
          .filter((span) => span.scrollWidth > span.clientWidth || span.scrollHeight > span.clientHeight + 1)
          .map((span) => span.textContent),
      );
      expect(cut).toEqual([]);
    });

    test("the announcement reads across the screen, its history below", async ({ page }) => {
      await visit(page, "/announcement");
      const title = await page.getByRole("heading", { level: 1 }).boundingBox();
      const history = await page.getByRole("heading", { name: "历史公告" }).boundingBox();
      expect(title!.width).toBeGreaterThan(viewport.width * 0.7);
      expect(title!.height).toBeLessThan(3 * 32);
      expect(history!.y).toBeGreaterThan(title!.y + title!.height);
    });

    test("the member centre stacks its menu above the page", async ({ page }) => {
      await signInDemoMember(page);
      await visit(page, "/member");
      const nav = await page.getByRole("navigation", { name: "用户中心导航" }).boundingBox();
      const card = await page.getByRole("region", { name: "会员信息" }).boundingBox();
      expect(card!.y).toBeGreaterThan(nav!.y + nav!.height - 1);
      expect(card!.width).toBeGreaterThan(viewport.width * 0.85);
    });

    test("the login dialog fits the screen and signs in", async ({ page }) => {
      await visit(page, "/");
      await menuButton(page).tap();
      await page.locator("header").getByRole("button", { name: "登录" }).tap();
      const panel = await dialog(page).boundingBox();
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(viewport.width);
      await expect(dialog(page).getByRole("button", { name: "关闭" })).toBeInViewport();
      await field(page, "手机号").fill(DEMO_MEMBER.mobile);
      await field(page, "密码").fill(DEMO_MEMBER.password);
      const login = dialog(page).getByRole("button", { name: "立即登录" });
      await expect(login).toBeInViewport({ ratio: 1 });
      await login.tap();
      await menuButton(page).tap();
      await expect(page.getByRole("button", { name: "用户菜单" })).toContainText(DEMO_MEMBER.name);
    });

    test("axe finds nothing at phone size, menu and dialog open included", async ({ page }) => {
      test.slow(); // ten axe scans: past 30 s while another worker runs beside it on 2 cores
      for (const path of ["/", "/courses", "/courses/detail/3?tab=3", "/announcement"]) {
        await visit(page, path);
        expect(await accessibilityFindings(page), path).toEqual([]);
      }
      await menuButton(page).tap();
      await expect(mainNav(page)).toBeVisible();
      expect(await accessibilityFindings(page), "menu open").toEqual([]);
      await page.locator("header").getByRole("button", { name: "登录" }).tap();
      await expect(dialog(page).getByRole("button", { name: "立即登录" })).toBeVisible();
      expect(await accessibilityFindings(page), "login dialog").toEqual([]);

      await signInDemoMember(page);
      const [lesson] = await courseLessons(3, FEATURE_API_URL);
      for (const path of ["/member", "/study-center", `/courses/video/${lesson.id}`]) {
        await visit(page, path);
        expect(await accessibilityFindings(page), path).toEqual([]);
      }
    });
  });
}

test.describe("390×844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home slider's banner is shown large enough that the text drawn into it reads at 12 px or more", async ({
    page,
  }) => {
    await visit(page, "/");
    const banner = page.getByRole("region", { name: "首页轮播" }).getByRole("img", { name: "轮播图 1" });
    await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // object-cover: the banner is drawn at the larger of the two scales.
    const scale = await banner.evaluate((image: HTMLImageElement) =>
      Math.max(image.clientWidth / image.naturalWidth, image.clientHeight / image.naturalHeight),
    );
    expect(BANNER_SMALLEST_TEXT_PX * scale).toBeGreaterThanOrEqual(12);
    await expectNoHorizontalOverflow(page, "/ at 390 px");
  });
});
