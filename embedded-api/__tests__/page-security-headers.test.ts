import { createHash } from "node:crypto";
import { createTestApi, PUBLIC_URL, SITE_ORIGIN, type TestApi } from "../test-support/harness";
import { courseIdOf, newMember } from "../test-support/learning";

type Page = { statusCode: number; headers: Record<string, unknown>; body: string };

/** The CSP directives as a name → value map. */
function csp(page: Page): Record<string, string> {
  const header = String(page.headers["content-security-policy"] ?? "");
  return Object.fromEntries(
    header
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

function expectSecured(page: Page): void {
  expect(page.headers["content-type"]).toContain("text/html");
  const policy = csp(page);
  expect(String(page.headers["content-security-policy"])).not.toContain("*");
  expect(String(page.headers["content-security-policy"])).not.toContain("unsafe");
  expect(policy).toMatchObject({
    "default-src": "'self'",
    "script-src": "'none'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "frame-ancestors": "'none'",
  });
  const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? "";
  expect(policy["style-src"]).toBe(`'sha256-${createHash("sha256").update(style).digest("base64")}'`);
  expect(page.body).not.toMatch(/<script|\sstyle="|\son[a-z]+=/i);
  expect(page.headers["x-frame-options"]).toBe("DENY");
  expect(page.headers["x-content-type-options"]).toBe("nosniff");
  expect(page.headers["referrer-policy"]).toBe("no-referrer");
  expect(page.headers["permissions-policy"]).toMatch(/camera=\(\)/);
}

describe("security headers on the API's HTML pages", () => {
  let api: TestApi;
  const get = (url: string) => api.app.inject({ method: "GET", url }) as Promise<Page>;

  beforeAll(async () => {
    api = await createTestApi({
      configOverrides: { socialites: { qq: 1, wechat_oauth: 1 }, member: { enabled_face_verify: true } },
    });
  });
  afterAll(() => api.close());

  it.each([
    "/user/protocol",
    "/user/private_protocol",
    "/user/vip_protocol",
    "/user/paid_content_purchase_protocol",
    "/aboutus",
    "/face-verify-success",
    "/payment/success",
    "/payment/success?s_url=https%3A%2F%2Fevil.com",
    "/payment/index?sign=nope",
    "/demo/qq/authorize?state=nope",
    "/demo/face-verify?biz_token=nope",
    "/api/v3/auth/login/wechat-scan/page?key=nope",
  ])("%s allows no forms", async (url) => {
    const page = await get(url);
    expectSecured(page);
    expect(csp(page)["form-action"]).toBe("'none'");
  });

  it("the pages with forms may post to the API and lead only to the allowed return origins", async () => {
    const member = await newMember(api, "13700000090");
    const order = await api.post(
      "/api/v3/order",
      { goods_type: "COURSE", goods_id: courseIdOf(api, "go-concurrency"), agree_protocol: 1 },
      member.token,
    );
    const qq = await get(
      `/api/v3/auth/login/socialite/qq?${new URLSearchParams({ s_url: `${SITE_ORIGIN}/`, f_url: `${SITE_ORIGIN}/error`, action: "login" })}`,
    );
    const face = await api.post("/api/v3/member/tencent/faceVerify", { s_url: "PC" }, member.token);
    const scan = await api.post("/api/v3/auth/login/wechat-scan/url", { action: "login" });
    const returning = [`/payment/index?sign=${order.data.sign}`, String(qq.headers.location), face.data.url];
    for (const url of returning) {
      const page = await get(url.replace(PUBLIC_URL, ""));
      expect(page.body).toContain("<form");
      expectSecured(page);
      expect(csp(page)["form-action"]).toBe(`'self' ${PUBLIC_URL} ${SITE_ORIGIN}`);
    }
    const scanPage = await get(scan.data.url.replace(PUBLIC_URL, ""));
    expect(scanPage.body).toContain("<form");
    expectSecured(scanPage);
    expect(csp(scanPage)["form-action"]).toBe("'self'");
  });
});
