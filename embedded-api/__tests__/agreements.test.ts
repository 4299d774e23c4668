import { createTestApi, DEMO_MOBILE, type TestApi } from "../test-support/harness";
import { newMember } from "../test-support/learning";

const BOTH_AGREED = { user_agreement_agreed: true, privacy_policy_agreed: true };

describe("agreements (member/detail agreement_status, member/agreement/agree)", () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi({ testHooks: true });
  });
  afterEach(() => api.close());

  const statusOf = async (token: string) => (await api.get("/api/v2/member/detail", token)).data.agreement_status;
  const hook = (path: string) => api.post(path);

  it("seeded and newly registered members have agreed to the current agreements", async () => {
    expect(await statusOf(await api.login())).toEqual(BOTH_AGREED);
    expect(await statusOf((await newMember(api, "13700000101")).token)).toEqual(BOTH_AGREED);
  });

  it("a new version of one agreement needs agreeing again, by everyone, for that type only", async () => {
    const demo = await api.login();
    const other = (await newMember(api, "13700000102")).token;
    expect((await hook("/__test/agreements/publish?type=privacy_policy")).data).toMatchObject({ version: "2" });
    expect(await statusOf(demo)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: false });
    expect(await statusOf(other)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: false });
  });

  it("agree records every active required agreement and answers data []", async () => {
    const token = await api.login();
    await hook("/__test/agreements/publish?type=user_agreement");
    await hook("/__test/agreements/publish?type=privacy_policy");
    expect(await statusOf(token)).toEqual({ user_agreement_agreed: false, privacy_policy_agreed: false });
    // The body is ignored (the PC client sends the flags it wants set).
    expect(
      await api.post("/api/v2/member/agreement/agree", { user_agreement_agreed: true }, token, {
        "meedu-platform": "PC",
      }),
    ).toEqual({ code: 0, message: "", data: [] });
    expect(await statusOf(token)).toEqual(BOTH_AGREED);
    const records = api.db
      .prepare(
        "SELECT agreement_type, agreement_version, platform FROM agreement_user_records r JOIN users u ON u.id = r.user_id WHERE u.mobile = ? AND agreement_version = '2' ORDER BY agreement_type",
      )
      .all(DEMO_MOBILE);
    expect(records).toEqual([
      { agreement_type: "privacy_policy", agreement_version: "2", platform: "PC" },
      { agreement_type: "user_agreement", agreement_version: "2", platform: "PC" },
    ]);
    // Agreeing twice updates the record rather than adding one.
    expect((await api.post("/api/v2/member/agreement/agree", undefined, token)).code).toBe(0);
    expect(
      api.db.prepare("SELECT COUNT(*) AS n FROM agreement_user_records WHERE agreement_version = '2'").get(),
    ).toEqual({ n: 2 });
  });

  it("needs a signed-in member", async () => {
    expect(await api.post("/api/v2/member/agreement/agree")).toEqual({ code: 401, message: "请登录", data: [] });
  });

  it("reads a type with no active agreement as not agreed, and agreeing records nothing for it (MeEdu 4.9.30)", async () => {
    const token = await api.login();
    expect((await hook("/__test/agreements/active?type=privacy_policy&active=0")).code).toBe(0);
    expect(await statusOf(token)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: false });
    expect((await api.post("/api/v2/member/agreement/agree", undefined, token)).code).toBe(0);
    expect(await statusOf(token)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: false });
    expect((await hook("/__test/agreements/active?type=privacy_policy&active=1")).code).toBe(0);
    expect(await statusOf(token)).toEqual(BOTH_AGREED);
    expect((await hook("/__test/agreements/active?type=vip_service_agreement&active=0")).message).toBe("参数错误");
    expect((await hook("/__test/agreements/active?type=privacy_policy")).message).toBe("参数错误");
  });

  it("MeEdu's agreement pages show the active agreement's text, and an empty body without one", async () => {
    const text = async (url: string) => {
      const page = await api.app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      return /<body>([\s\S]*)<\/body>/.exec(page.body)?.[1] ?? null;
    };
    expect(await text("/user/protocol")).toContain("<h1>用户协议</h1>");
    await hook("/__test/agreements/active?type=user_agreement&active=0");
    expect(await text("/user/protocol")).toBe("");
    expect(await text("/user/private_protocol")).toContain("<h1>隐私政策</h1>");
    await hook("/__test/agreements/active?type=user_agreement&active=1");
    expect(await text("/user/protocol")).toContain("<h1>用户协议</h1>");
  });

  it("revoke forgets one member's agreements; the hooks check their input", async () => {
    const demo = await api.login();
    const other = (await newMember(api, "13700000103")).token;
    expect((await hook(`/__test/agreements/revoke?mobile=${DEMO_MOBILE}`)).code).toBe(0);
    expect(await statusOf(demo)).toEqual({ user_agreement_agreed: false, privacy_policy_agreed: false });
    expect(await statusOf(other)).toEqual(BOTH_AGREED);
    expect((await hook("/__test/agreements/publish?type=vip_service_agreement")).message).toBe("参数错误");
    expect((await hook("/__test/agreements/revoke?mobile=13000000000")).code).toBe(404);
  });
});

describe("agreement test hooks", () => {
  it("do not exist without EMBEDDED_API_TEST_HOOKS", async () => {
    const api = await createTestApi();
    try {
      const res = await api.app.inject({ method: "POST", url: "/__test/agreements/publish?type=user_agreement" });
      expect(res.json()).toMatchObject({ code: 404, message: "路由不存在" });
    } finally {
      await api.close();
    }
  });
});
