import { expect, test, type BrowserContext, type Page, type Response } from "@playwright/test";
import { loginAsFreshBuyer } from "./support/buyer";
import { dialog, openLoginDialog } from "./support/dialogs";
import { DEMO_MEMBER, DEMO_SMS_CODE, E2E_API_URL, E2E_SITE_PORT } from "./support/environment";
import { withoutFetchMetadata } from "./support/fetch-metadata";
import { recordRawExchange } from "./support/raw-exchange";
import { startTrapServer, type TrapServer } from "./support/trap-server";

// The session cookie acts only for requests the site's own pages make. Attack pages come from
// another site (evil.test, made up by page.route: it can navigate the top frame and post forms,
// while Local Network Access stops its script and <img> requests to a loopback site) and from a
// sibling origin of the same site (another port of 127.0.0.1: same-site for cookies, so
// SameSite=Lax sends the session along on every request, as from a sibling subdomain).

const SITE = `http://127.0.0.1:${E2E_SITE_PORT}`;
const ELSEWHERE = "http://evil.test";
const FREE_COURSE = 1;
const COURSE = 2;
const REFUSAL = { code: 1, message: "请求来源无效", data: [] };

async function backendGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

const isCollected = async (courseId: number, token: string) =>
  (await backendGet<{ isCollect: unknown }>(`/api/v2/course/${courseId}`, token)).isCollect;
const unreadCount = (token: string) => backendGet<number>("/api/v2/member/unreadNotificationCount", token);
const commentCount = async (token: string) =>
  (await backendGet<{ total: number }>(`/api/v3/comments?rt=1&rid=${FREE_COURSE}`, token)).total;

const trapPage = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>trap</title></head><body>${html}</body></html>`;

let sibling: TrapServer;
test.beforeAll(async () => {
  sibling = await startTrapServer();
});
test.afterAll(async () => {
  await sibling.close();
});

async function openCrossSiteTrap(page: Page, html: string): Promise<void> {
  await page.route(
    (url) => url.origin === ELSEWHERE,
    (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: trapPage(html) }),
  );
  await page.goto(`${ELSEWHERE}/trap.html`, { waitUntil: "commit" });
}

async function openSiblingTrap(page: Page, html: string): Promise<void> {
  await page.goto(sibling.page(trapPage(html)), { waitUntil: "commit" });
}

/** An auto-submitting form, as a page on another origin would post it. */
function autoPost(path: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  return `<form method="post" action="${SITE}${path}">${inputs}</form><script>document.forms[0].submit()</script>`;
}

const answerOf = (page: Page, path: string) => page.waitForResponse((response) => response.url() === `${SITE}${path}`);

async function expectRefused(response: Response): Promise<void> {
  expect(response.status()).toBe(403);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual(REFUSAL);
}

/** The attack only proves something if the browser really sent the session along. */
function expectSessionSent(requestHeaders: Record<string, string>, token: string): void {
  expect(requestHeaders.cookie ?? "").toContain(`meedu-user-token=${token}`);
}

async function sessionToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(SITE)).find((cookie) => cookie.name === "meedu-user-token")?.value;
}

test.describe("another origin cannot use the member's session", () => {
  let token = "";
  test.beforeEach(async ({ context, baseURL }) => {
    ({ token } = await loginAsFreshBuyer(context, baseURL!));
  });

  test("a page on another site navigating the top frame to 收藏 gets 403 and changes nothing", async ({ page }) => {
    const before = await isCollected(COURSE, token);
    const path = `/api/v2/course/${COURSE}/like`;
    const answer = answerOf(page, path);
    await openCrossSiteTrap(page, `<script>location.href = ${JSON.stringify(SITE + path)}</script>`);
    const response = await answer;
    expectSessionSent(await response.request().allHeaders(), token);
    await expectRefused(response);
    expect(await isCollected(COURSE, token)).toBe(before);
  });

  test("an <img> on a sibling origin cannot mark every message read", async ({ page }) => {
    const unread = await unreadCount(token);
    expect(unread).toBeGreaterThan(0); // the welcome message
    const url = `${SITE}/api/v2/member/notificationMarkAllAsRead`;
    const exchange = await recordRawExchange(page, url);
    await openSiblingTrap(page, `<img src="${url}" alt="">`);
    expectSessionSent(await exchange.requestHeaders, token);
    expect(await exchange.status).toBe(403);
    expect(await unreadCount(token)).toBe(unread);
  });

  test("an <img> on one of the site's own pages cannot act either (it is not a fetch)", async ({ page }) => {
    const unread = await unreadCount(token);
    const path = "/api/v2/member/notificationMarkAllAsRead";
    await page.goto("/");
    const answer = answerOf(page, path);
    await page.evaluate((src) => {
      const image = document.createElement("img");
      image.src = src;
      document.body.append(image);
    }, path);
    await expectRefused(await answer);
    expect(await unreadCount(token)).toBe(unread);
  });

  test("a cross-site form post to logout does not sign the member out", async ({ page, context }) => {
    const answer = answerOf(page, "/api/v2/logout");
    await openCrossSiteTrap(page, autoPost("/api/v2/logout", {}));
    await expectRefused(await answer);
    expect(await sessionToken(context)).toBe(token);
    expect(await backendGet<{ id: number }>("/api/v2/member/detail", token)).toHaveProperty("id");
  });

  // The browser leaves the Lax cookie off a cross-site POST, so MeEdu answers 401: a 401 to a
  // request that carried no session refuses nothing of the member's, and clears nothing.
  for (const path of ["/api/v3/comment/store", "/api/v2/member/detail/nickname"]) {
    test(`a cross-site form post to ${path} that MeEdu refuses leaves the member signed in`, async ({
      page,
      context,
    }) => {
      const answer = answerOf(page, path);
      await openCrossSiteTrap(page, autoPost(path, { content: "x", nick_name: "x" }));
      const response = await answer;
      expect((await response.request().allHeaders()).cookie ?? "").not.toContain("meedu-user-token");
      expect(await response.json()).toMatchObject({ code: 401 }); // MeEdu's refusal really came back
      expect(await response.headerValue("set-cookie")).toBeNull();
      expect(await sessionToken(context)).toBe(token);
      await page.goto("/member");
      await expect(page).toHaveURL(/\/member$/);
    });
  }

  test("a sibling origin's credentialed fetch cannot post a comment as the member", async ({ page }) => {
    const before = await commentCount(token);
    const url = `${SITE}/api/v3/comment/store`;
    const exchange = await recordRawExchange(page, url);
    await openSiblingTrap(
      page,
      `<script>fetch(${JSON.stringify(url)}, { method: "POST", credentials: "include",
        body: new URLSearchParams({ rt: "1", rid: "${FREE_COURSE}", content: "来自隔壁子域的评论" }) })</script>`,
    );
    expectSessionSent(await exchange.requestHeaders, token);
    expect(await exchange.status).toBe(403);
    expect(await commentCount(token)).toBe(before);
  });

  test("a sibling origin's form post to the login keeps the member signed in as themselves", async ({
    page,
    context,
  }) => {
    const path = "/api/v2/login/password";
    const answer = answerOf(page, path);
    await openSiblingTrap(page, autoPost(path, { mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }));
    await expectRefused(await answer);
    expect(await sessionToken(context)).toBe(token);
  });
});

test.describe("login CSRF: another site cannot sign a visitor in", () => {
  for (const [path, fields] of [
    ["/api/v2/login/password", { mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }],
    ["/api/v2/login/mobile", { mobile: DEMO_MEMBER.mobile, mobile_code: DEMO_SMS_CODE }],
  ] as const) {
    test(`a cross-site form post to ${path} sets no session cookie`, async ({ page, context }) => {
      const answer = answerOf(page, path);
      await openCrossSiteTrap(page, autoPost(path, fields));
      await expectRefused(await answer);
      expect(await sessionToken(context)).toBeUndefined();
      await page.goto("/");
      await expect(page.locator("header").getByRole("button", { name: "登录" })).toBeVisible();
    });
  }
});

// The site's own calls, as Chromium makes them and as a browser without Fetch Metadata does
// (then the proxy decides by Origin, or by Referer without one).
for (const metadata of ["with", "without"] as const) {
  test.describe(`the site's own calls keep working ${metadata} Fetch Metadata`, () => {
    test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));
    test.beforeEach(async ({ page }) => {
      if (metadata === "without") await withoutFetchMetadata(page);
    });

    test("signing in through the dialog and signing out", async ({ page, context }) => {
      await page.goto("/");
      await openLoginDialog(page);
      await dialog(page).getByLabel("手机号", { exact: true }).fill(DEMO_MEMBER.mobile);
      await dialog(page).getByLabel("密码", { exact: true }).fill(DEMO_MEMBER.password);
      await dialog(page).getByRole("button", { name: "立即登录" }).click();
      await expect(page.locator("header")).toContainText(DEMO_MEMBER.name);
      expect(await sessionToken(context)).toBeTruthy();

      await page.getByRole("button", { name: "用户菜单" }).click();
      await page.getByRole("menuitem", { name: "安全退出" }).click();
      await expect(page.locator("header").getByRole("button", { name: "登录" })).toBeVisible();
      expect(await sessionToken(context)).toBeUndefined();
    });

    test("收藏 and a comment", async ({ page, context, baseURL }) => {
      const { token } = await loginAsFreshBuyer(context, baseURL!);
      const access = answerOf(page, `/api/v2/course/${FREE_COURSE}`); // the member's view fills in
      await page.goto(`/courses/detail/${FREE_COURSE}`);
      await access;
      await page.getByRole("button", { name: "☆ 收藏" }).click();
      await expect(page.getByRole("button", { name: "★ 已收藏" })).toBeVisible();
      await expect.poll(() => isCollected(FREE_COURSE, token)).toBeTruthy();

      await page.goto(`/courses/detail/${FREE_COURSE}?tab=4`);
      const comments = page.getByRole("region", { name: "评论" });
      const content = `自己页面的评论 ${metadata} ${Date.now()}`;
      await comments.getByRole("textbox", { name: "评论内容" }).fill(content);
      await comments.getByRole("button", { name: "发表评论" }).click();
      await expect(comments.getByRole("listitem").first().getByText(content)).toBeVisible();
    });
  });
}

test.describe("without Fetch Metadata the proxy goes by Origin", () => {
  // The page's background reads (the session check) may still be in flight when the test ends.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

  test("the headers really arrive removed: an own-page POST is refused once its Origin is another", async ({
    page,
    context,
    baseURL,
  }) => {
    await loginAsFreshBuyer(context, baseURL!);
    await withoutFetchMetadata(page, { origin: sibling.origin });
    await page.goto(`/courses/detail/${FREE_COURSE}`);
    // Were Sec-Fetch-Site: same-origin still on it, this request would pass.
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return { status: response.status, body: await response.json() };
    }, "/api/v3/comment/store");
    expect(answer).toEqual({ status: 403, body: REFUSAL });
  });
});

test.describe("a request that shows no sign of coming from the site's own pages", () => {
  test("a GET with the session but no Fetch Metadata, Origin or Referer acts on nothing (收藏 stays)", async ({
    context,
    baseURL,
    playwright,
  }) => {
    // What an older browser sends for a top-level link from a page that sends no referrer.
    const { token } = await loginAsFreshBuyer(context, baseURL!);
    const bare = await playwright.request.newContext({ extraHTTPHeaders: { cookie: `meedu-user-token=${token}` } });
    const answer = await bare.get(`${SITE}/api/v2/course/${COURSE}/like`);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual(REFUSAL);
    expect(await isCollected(COURSE, token)).toBeFalsy();
    await bare.dispose();
  });

  test("logout by GET ends no session, even from the site's own page: MeEdu's logout is a POST", async ({
    context,
    baseURL,
    playwright,
  }) => {
    const { token } = await loginAsFreshBuyer(context, baseURL!);
    const ownPage = await playwright.request.newContext({
      extraHTTPHeaders: { cookie: `meedu-user-token=${token}`, referer: `${SITE}/member` },
    });
    const answer = await ownPage.get(`${SITE}/api/v2/logout`);
    expect(answer.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie")).toEqual([]);
    await ownPage.dispose();
    // The session still works.
    expect(await backendGet<{ id: number }>("/api/v2/member/detail", token)).toHaveProperty("id");
  });
});
