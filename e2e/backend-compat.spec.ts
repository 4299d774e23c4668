import { expect, test } from "@playwright/test";
import { loginAsFreshBuyer } from "./support/buyer";
import { E2E_API_URL } from "./support/environment";
import { FEATURE_API_URL, FEATURE_SITE_URL } from "./support/feature-stack";
import { revalidateTags } from "./support/revalidate";

// What a real MeEdu may do that the default embedded API does not: no Meilisearch, members who
// have not agreed to a new agreement, media URLs stored as relative paths.

test.describe("search on a MeEdu without Meilisearch (feature stack: EMBEDDED_API_FULLTEXT_SEARCH=0)", () => {
  test.use({ baseURL: FEATURE_SITE_URL });

  test("v3 finds nothing, so the results come from the v2 title search, highlighted", async ({ page }) => {
    const v3 = await (await fetch(`${FEATURE_API_URL}/api/v3/search?keywords=python&type=&page=1&size=10`)).json();
    expect(v3.data).toEqual({ total: 0, data: [] });

    await page.goto("/search?keywords=python");
    await expect(page.getByText("共找到 2 条结果")).toBeVisible();
    const items = page.getByRole("main").locator("li h2");
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: "【录播课】Python 零基础入门到实践" })).toHaveCount(1);
    const first = items.first();
    await expect(first.getByRole("link")).toHaveAttribute("href", /^\/courses\/detail\/\d+$/);
    await expect(first.locator("mark").first()).toHaveText(/^python$/i);

    // v2 searches course titles only: the 录播课时 tab has nothing to fall back on.
    await page.goto("/search?keywords=python&type=video");
    await expect(page.getByText("暂无相关内容")).toBeVisible();
  });
});

test.describe("search with Meilisearch configured but down (v3 answers {code:1,'错误'})", () => {
  const setFullTextSearch = async (up: boolean) => {
    const response = await fetch(`${E2E_API_URL}/__test/fulltext-search?up=${up ? 1 : 0}`, { method: "POST" });
    expect((await response.json()).code).toBe(0);
  };

  test("the results come from the v2 title search, as when v3 finds nothing", async ({ page }) => {
    await setFullTextSearch(false);
    try {
      await page.goto("/search?keywords=python");
      await expect(page.getByText("共找到 2 条结果")).toBeVisible();
      await expect(page.getByRole("main").locator("li h2").first().getByRole("link")).toHaveAttribute(
        "href",
        /^\/courses\/detail\/\d+$/,
      );
      await expect(page.getByText("搜索服务暂时不可用，请稍后再试")).toHaveCount(0);
    } finally {
      await setFullTextSearch(true);
    }
  });
});

test('a search for "0" gets MeEdu\'s 请输入关键字 (PHP reads "0" as no keyword)', async ({ page }) => {
  await page.goto("/search?keywords=0");
  await expect(page.getByRole("search").getByRole("alert")).toHaveText("请输入关键字");
  await expect(page.getByText("请修改关键字后重新搜索")).toBeVisible();
  await expect(page.getByText("暂无相关内容")).toHaveCount(0);
});

test.describe("agreement re-consent", () => {
  const revokeAgreements = async (mobile: string) => {
    const response = await fetch(`${E2E_API_URL}/__test/agreements/revoke?mobile=${mobile}`, { method: "POST" });
    expect((await response.json()).code).toBe(0);
  };
  const agreementStatus = async (token: string) =>
    (
      await (
        await fetch(`${E2E_API_URL}/api/v2/member/detail`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()
    ).data.agreement_status;

  test("a member who has not agreed sees the agreements on a public page and agrees", async ({
    page,
    context,
    baseURL,
  }) => {
    const { token, mobile } = await loginAsFreshBuyer(context, baseURL!);
    await revokeAgreements(mobile);
    await page.goto("/courses");
    // The dialog element itself has no box (its panel is fixed-positioned): check what it shows.
    const dialog = page.getByRole("dialog", { name: "用户协议与隐私政策提示" });
    await expect(dialog.getByRole("heading", { name: "用户协议与隐私政策提示" })).toBeVisible();
    await expect(dialog).toContainText("您需要同意用户协议与隐私政策后才能使用本系统。");
    await expect(dialog.getByRole("link", { name: "《用户协议》" })).toHaveAttribute(
      "href",
      `${E2E_API_URL}/user/protocol`,
    );
    await expect(dialog.getByRole("link", { name: "《隐私政策》" })).toHaveAttribute(
      "href",
      `${E2E_API_URL}/user/private_protocol`,
    );
    // The page under it is not replaced or redirected.
    await expect(page).toHaveURL(/\/courses$/);

    // The dialog closes once MeEdu has answered; wait for that answer, not for the dialog to look hidden.
    const agreed = page.waitForResponse((response) => response.url().endsWith("/api/v2/member/agreement/agree"));
    await dialog.getByRole("button", { name: "同意", exact: true }).click();
    expect((await (await agreed).json()).code).toBe(0);
    await expect(dialog).toBeHidden();
    expect(await agreementStatus(token)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: true });
    await page.reload();
    await expect(page.getByRole("button", { name: "用户菜单" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a school that published no agreement asks nothing, though MeEdu 4.9.30 reads it as not agreed", async ({
    page,
    context,
    baseURL,
  }) => {
    const setActive = async (type: string, active: boolean) => {
      const url = `${E2E_API_URL}/__test/agreements/active?type=${type}&active=${active ? 1 : 0}`;
      expect((await (await fetch(url, { method: "POST" })).json()).code).toBe(0);
    };
    const { token, mobile } = await loginAsFreshBuyer(context, baseURL!);
    await revokeAgreements(mobile);
    await setActive("user_agreement", false);
    await setActive("privacy_policy", false);
    try {
      await revalidateTags(baseURL!, ["config"]);
      expect(await agreementStatus(token)).toEqual({ user_agreement_agreed: false, privacy_policy_agreed: false });
      const published = page.waitForResponse((response) => response.url().endsWith("/agreements/published"));
      await page.goto("/courses");
      expect(await (await published).json()).toEqual({ userAgreement: false, privacyPolicy: false });
      await expect(page.getByRole("button", { name: "用户菜单" })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // Once the school publishes one, the member is asked for that one alone.
      await setActive("privacy_policy", true);
      await revalidateTags(baseURL!, ["config"]);
      await page.reload();
      const dialog = page.getByRole("dialog", { name: "隐私政策提示" });
      await expect(dialog.getByRole("heading", { name: "隐私政策提示" })).toBeVisible();
      await expect(dialog.getByRole("link", { name: "《用户协议》" })).toHaveCount(0);
    } finally {
      await setActive("user_agreement", true);
      await setActive("privacy_policy", true);
      await revalidateTags(baseURL!, ["config"]);
    }
  });

  test("不同意 signs the member out", async ({ page, context, baseURL }) => {
    const { mobile } = await loginAsFreshBuyer(context, baseURL!);
    await revokeAgreements(mobile);
    await page.goto("/");
    await page.getByRole("dialog", { name: "用户协议与隐私政策提示" }).getByRole("button", { name: "不同意" }).click();
    await expect(page.getByText("已安全退出")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "meedu-user-token"))
      .toBe(false);
  });
});

test("relative cover and slider paths from the API load from the API's origin", async ({ page }) => {
  const course = await (await fetch(`${E2E_API_URL}/api/v2/course/3`)).json();
  expect(course.data.course.thumb).toBe("/images/covers/3.svg"); // stored and returned relative, like MeEdu

  await page.goto("/courses/detail/3");
  const cover = page.getByRole("img", { name: course.data.course.title });
  await expect(cover).toHaveAttribute("src", `${E2E_API_URL}/images/covers/3.svg`);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.goto("/");
  const slide = page.getByRole("main").locator("img").first();
  await expect(slide).toHaveAttribute("src", new RegExp(`^${E2E_API_URL.replace(/\./g, "\\.")}/images/`));
});
