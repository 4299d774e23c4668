import { createTestApi, DEMO_MOBILE, type TestApi } from "../test-support/harness";
import { courseIdOf } from "../test-support/learning";

const RELOGIN = { code: 401, message: "请重新登录", data: [] };
const LOGIN = { code: 401, message: "请登录", data: [] };

describe("login limit rule 3 (one device, MeEdu's LoginStatusCheckMiddleware)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ loginLimitRule: 3 });
  });
  afterAll(() => api.close());

  it("ends the older session at its next protected call with 请重新登录, then it is just invalid", async () => {
    const first = await api.login();
    expect((await api.get("/api/v2/member/detail", first)).code).toBe(0);
    const second = await api.login();
    expect(await api.get("/api/v2/member/detail", first)).toEqual(RELOGIN);
    expect(await api.get("/api/v2/member/detail", first)).toEqual(LOGIN);
    expect((await api.get("/api/v2/member/detail", second)).data.mobile).toBe(DEMO_MOBILE);
    const record = api.db
      .prepare("SELECT is_logout FROM user_login_records ORDER BY id DESC LIMIT 1 OFFSET 1")
      .get() as { is_logout: number };
    expect(record.is_logout).toBe(1);
  });

  it("answers 请重新登录 on every v2 and v3 protected route", async () => {
    for (const call of [
      (token: string) => api.get("/api/v2/member/unreadNotificationCount", token),
      (token: string) => api.get("/api/v3/member/courses", token),
      (token: string) => api.post("/api/v3/order", { goods_type: "ROLE", goods_id: 1, agree_protocol: 1 }, token),
      (token: string) => api.get("/api/v2/promoCode/MEEDU10/check", token),
      (token: string) => api.post("/api/v3/comment/store", { rt: 1, rid: 1, content: "好" }, token),
    ]) {
      const old = await api.login();
      await api.login();
      expect(await call(old)).toEqual(RELOGIN);
    }
  });

  it("leaves MeEdu's plain-auth routes (logout, like, playinfo, record) and public reads alone", async () => {
    const old = await api.login();
    await api.login();
    const course = courseIdOf(api, "python-basics");
    expect((await api.get(`/api/v2/course/${course}/like`, old)).code).toBe(0);
    expect((await api.get(`/api/v2/course/${course}`, old)).data.isCollect).toBe(true);
    expect((await api.post("/api/v2/logout", {}, old)).code).toBe(0);
  });

  it("is off by default: several sessions live side by side", async () => {
    const open = await createTestApi();
    const first = await open.login();
    await open.login();
    expect((await open.get("/api/v2/member/detail", first)).code).toBe(0);
    await open.close();
  });
});
