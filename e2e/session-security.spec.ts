import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { Running } from "../deploy/topology";
import { DEMO_MEMBER, DEMO_SMS_CODE, E2E_API_URL, E2E_SITE_PORT } from "./support/environment";
import { apiPost, loginAsDemoMember } from "./support/session";
import { startSiteServer } from "./support/site-server";
import { startTrapServer, type TrapServer } from "./support/trap-server";
import { dialog, openLoginDialog } from "./support/dialogs";
import { createSocialUser, freshMobile, useToken } from "./support/feature-api";
import { FEATURE_SITE_URL } from "./support/feature-stack";

// The session lives where page scripts cannot reach it, the /api proxy refuses oversized
// bodies before reading them, and member gates are decided by the server.

test("signing in stores the token HttpOnly and never hands it to the page", async ({ page, context }) => {
  await page.goto("/");
  await openLoginDialog(page);
  await dialog(page).getByLabel("手机号", { exact: true }).fill(DEMO_MEMBER.mobile);
  await dialog(page).getByLabel("密码", { exact: true }).fill(DEMO_MEMBER.password);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/v2/login/password"));
  await dialog(page).getByRole("button", { name: "立即登录" }).click();
  const body = await (await answer).json();
  expect(body.code).toBe(0);
  expect(JSON.stringify(body)).not.toContain("token");
  await expect(page.locator("header")).toContainText(DEMO_MEMBER.name);

  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.name === "meedu-user-token");
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe("Lax");
  expect(await page.evaluate(() => document.cookie)).not.toContain("meedu-user-token");
  expect(await page.evaluate(() => document.cookie)).toContain("meedu-signed-in=1");
  const html = await page.content();
  expect(html).not.toContain(token!.value);
});

test("the /api proxy refuses bodies over 2 MB before reading them", async ({ request, baseURL }) => {
  const big = "x".repeat(2 * 1024 * 1024 + 10);
  const declared = await request.post("/api/v2/login/password", {
    data: big,
    // A login may come only from the site's own pages (Playwright's request context sends no Fetch Metadata).
    headers: { "content-type": "application/json", origin: baseURL! },
  });
  expect(declared.status()).toBe(413);
  expect(await declared.json()).toMatchObject({ code: 1, message: "请求内容过大" });
});

test.describe("member gates come from the member record", () => {
  test.use({ baseURL: FEATURE_SITE_URL });

  test("an unverified member with only the token cookie is sent to the face check", async ({ page, context }) => {
    const member = await createSocialUser({ openid: `wx-gate-${Date.now()}`, mobile: freshMobile(), verified: false });
    await useToken(context, member.token); // no meedu-face-check flag: the browser wrote nothing
    await page.goto("/member/orders");
    await expect(page).toHaveURL(/\/face-check\?redirect=%2Fmember%2Forders$/);
  });
});

test("a session the API refuses on a public page: 请重新登录 on /login, which returns to that page", async ({
  page,
  context,
  baseURL,
}) => {
  const token = await loginAsDemoMember(context, baseURL!);
  // The session ended elsewhere (a logout on another device) before this visit.
  await fetch(`${E2E_API_URL}/api/v2/logout`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
  await page.goto("/courses");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses$/);
  await expect(page.getByText("请重新登录")).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("meedu-user-token");
});

test("a session refused while the member moves around inside the site ends on /login once, signed out", async ({
  page,
  context,
  baseURL,
}) => {
  const token = await loginAsDemoMember(context, baseURL!);
  await page.goto("/courses");
  await expect(page.getByRole("button", { name: "用户菜单" })).toBeVisible();
  // The session ends elsewhere; this tab still shows the member and follows an in-app link.
  await fetch(`${E2E_API_URL}/api/v2/logout`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
  let refusedPageRequests = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/study-center") refusedPageRequests += 1;
  });
  await page.locator("header").getByRole("link", { name: "我的学习" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstudy-center(%3F[^&]*)?$/);
  await expect(page.getByText("请重新登录")).toHaveCount(1);
  await expect(page.locator("header").getByRole("button", { name: "登录" })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
    .not.toContain("meedu-user-token");
  // It stays there: no bouncing back to the refused page, once the page's requests have settled.
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstudy-center(%3F[^&]*)?$/);
  expect(refusedPageRequests).toBeLessThanOrEqual(2);
});

test("a 401 on an action sends the member to /login, where 请重新登录 is shown", async ({ page, context, baseURL }) => {
  const token = await loginAsDemoMember(context, baseURL!);
  await page.goto("/member/messages");
  await expect(page.locator("header")).toContainText(DEMO_MEMBER.name); // the page has loaded its member
  await expect(page.getByRole("button", { name: "全部已读" })).toBeVisible();
  // The session ends elsewhere (a logout on another device).
  await fetch(`${E2E_API_URL}/api/v2/logout`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
  await page.getByRole("button", { name: "全部已读" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fmessages$/);
  await expect(page.getByText("请重新登录")).toBeVisible();
});

test("the login pages are never stored: one visitor's login_code or redirect never reaches the next", async ({
  request,
}) => {
  for (const path of ["/login/callback", "/login"]) {
    const marked = await request.get(`${path}?redirect=%2Fmember&login_code=LEAKCHECK42&action=login&msv=7`);
    expect(marked.status()).toBe(200);
    expect(marked.headers()["cache-control"], path).toMatch(/no-store/);
    const next = await request.get(path);
    expect(next.headers()["cache-control"], path).toMatch(/no-store/);
    expect(await next.text(), path).not.toContain("LEAKCHECK42");
  }
});

// Cookie tossing: a sibling origin plants a second token cookie next to the member's. Here the
// sibling is another port of 127.0.0.1 (cookies ignore ports); it sets its cookie for a longer
// path, so the browser sends both on the pages below it, the planted one first.
test.describe("a second token cookie planted by a sibling origin", () => {
  const SITE = `http://127.0.0.1:${E2E_SITE_PORT}`;
  let sibling: TrapServer;
  test.beforeAll(async () => {
    sibling = await startTrapServer();
  });
  test.afterAll(async () => {
    await sibling.close();
  });

  /** Another member's session: the attacker's own account. */
  async function attackerToken(): Promise<string> {
    const result = await apiPost<{ token: string }>("/api/v2/login/mobile", {
      mobile: freshMobile(),
      mobile_code: DEMO_SMS_CODE,
    });
    return result.data.token;
  }

  // All of the host's, whatever their path (context.cookies(url) lists only those sent to that URL).
  const tokenCookies = async (context: BrowserContext) =>
    (await context.cookies()).filter((cookie) => cookie.name === "meedu-user-token" && cookie.domain === "127.0.0.1");

  async function plant(context: BrowserContext, page: Page, path: string) {
    const planted = await attackerToken();
    const html = `<script>document.cookie = "meedu-user-token=${planted}; path=${path}"</script><p>ok</p>`;
    await page.goto(sibling.page(html));
    await expect.poll(async () => (await tokenCookies(context)).length).toBe(2);
    return planted;
  }

  for (const [where, path, plantedPath] of [
    ["a member page", "/member/orders", "/member"],
    ["a public page (its member read goes to /api)", "/courses", "/api"],
  ] as const) {
    test(`on ${where}: signed out with 请重新登录 on /login, neither session left`, async ({
      page,
      context,
      baseURL,
    }) => {
      const token = await loginAsDemoMember(context, baseURL!);
      const planted = await plant(context, page, plantedPath);
      const carriedBoth = page.waitForRequest(
        (request) => new URL(request.url()).pathname.startsWith(plantedPath) && request.url().startsWith(SITE),
      );
      await page.goto(path);
      const cookieHeader = (await (await carriedBoth).allHeaders()).cookie ?? "";
      expect(cookieHeader).toContain(`meedu-user-token=${planted}`);
      expect(cookieHeader).toContain(`meedu-user-token=${token}`);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
      await expect(page.getByText("请重新登录")).toBeVisible();
      await expect.poll(async () => (await tokenCookies(context)).length).toBe(0);
      // Signed out, not signed in as the attacker.
      await expect(page.locator("header").getByRole("button", { name: "登录" })).toBeVisible();
      await page.goto("/member");
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmember$/);
    });
  }
});

// https as the site decides it: the site server believes X-Forwarded-Proto only from a trusted
// proxy (TRUSTED_PROXIES), so this site of the spec's own trusts 127.0.0.1 and the requests say
// what nginx would. (Chromium keeps Secure cookies for http://127.0.0.1, so a browser here proves
// nothing about https; the exchange itself does.)
test.describe("on https", () => {
  const HTTPS_SITE_PORT = 3163;
  let site: Running;
  const logs: string[] = [];
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    site = await startSiteServer(HTTPS_SITE_PORT, {
      apiUrl: E2E_API_URL,
      env: { TRUSTED_PROXIES: "127.0.0.1" },
      logs,
    });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  const viaProxy = (proto: "https" | "http", headers: Record<string, string> = {}) => ({
    "x-forwarded-proto": proto,
    origin: site.url,
    ...headers,
  });

  test("the session cookies are __Host- (Secure, Path=/, no Domain), and only they count", async ({ playwright }) => {
    const client = await playwright.request.newContext({ baseURL: site.url });
    const login = await client.post("/api/v2/login/password", {
      data: { mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password },
      headers: viaProxy("https"),
    });
    expect((await login.json()).code).toBe(0);
    const setCookies = login
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    expect(setCookies.map((line) => line.split("=")[0])).toEqual(["__Host-meedu-user-token", "__Host-meedu-signed-in"]);
    for (const line of setCookies) {
      const attributes = line.split(/;\s*/).slice(1);
      expect(attributes).toEqual(expect.arrayContaining(["Path=/", "Secure"]));
      expect(attributes.filter((attribute) => /^domain=/i.test(attribute))).toEqual([]);
    }
    const token = setCookies[0].split(";")[0].slice("__Host-meedu-user-token=".length);
    await client.dispose();

    // Each visit in a context of its own: nothing but the Cookie header given here goes along.
    const visit = async (proto: "https" | "http", cookie: string) => {
      const visitor = await playwright.request.newContext({ baseURL: site.url });
      const response = await visitor.get("/member/orders", { headers: viaProxy(proto, { cookie }), maxRedirects: 0 });
      const result = { status: response.status(), location: response.headers()["location"] ?? null };
      await visitor.dispose();
      return result;
    };
    expect(await visit("https", `__Host-meedu-user-token=${token}`)).toEqual({ status: 200, location: null });
    // The plain name, which a sibling subdomain can set for the whole domain: no session on https.
    expect(await visit("https", `meedu-user-token=${token}`)).toMatchObject({
      status: 307,
      location: expect.stringMatching(/\/login\?redirect=%2Fmember%2Forders$/),
    });
    // Two __Host- cookies: refused, 请重新登录.
    expect(await visit("https", `__Host-meedu-user-token=${token}; __Host-meedu-user-token=other`)).toMatchObject({
      status: 307,
      location: expect.stringMatching(/\/login\?redirect=%2Fmember%2Forders&relogin=1$/),
    });
    // The same site over plain http keeps the plain name.
    expect(await visit("http", `meedu-user-token=${token}`)).toEqual({ status: 200, location: null });
  });
});
