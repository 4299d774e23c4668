import { notify } from "../repos/notifications";
import { createTestApi, type TestApi } from "../test-support/harness";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

describe("member and notifications", () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  it("returns the full member detail field set", async () => {
    const res = await api.get("/api/v2/member/detail", token);
    expect(Object.keys(res.data)).toEqual([
      "id",
      "avatar",
      "nick_name",
      "mobile",
      "is_lock",
      "is_active",
      "role_id",
      "role_expired_at",
      "invite_balance",
      "is_password_set",
      "is_set_nickname",
      "created_at",
      "credit1",
      "credit2",
      "credit3",
      "role",
      "is_bind_qq",
      "is_bind_wechat",
      "is_bind_mobile",
      "invite_people_count",
      "is_face_verify",
      "profile_real_name",
      "profile_id_number",
      "agreement_status",
    ]);
    expect(res.data).toMatchObject({
      avatar: "/images/default_avatar.jpg",
      nick_name: "演示学员",
      mobile: "13800138000",
      is_lock: 0,
      credit1: 120,
      role: null,
      is_face_verify: false,
      agreement_status: { user_agreement_agreed: true, privacy_policy_agreed: true },
    });
    expect(res.data.created_at).toMatch(ISO);
  });

  it("shows an active role as {id, name, desc_rows:['']}", async () => {
    api.db
      .prepare("UPDATE users SET role_id = 2, role_expired_at = '2099-01-01 00:00:00' WHERE mobile = '13800138000'")
      .run();
    expect((await api.get("/api/v2/member/detail", token)).data.role).toEqual({
      id: 2,
      name: "年度会员",
      desc_rows: [""],
    });
    api.db.prepare("UPDATE users SET role_id = 0 WHERE mobile = '13800138000'").run();
  });

  it("returns the unread count as a bare int", async () => {
    expect(await api.get("/api/v2/member/unreadNotificationCount", token)).toEqual({ code: 0, message: "", data: 3 });
  });

  it("lists messages as {data,total}, newest first, with UUID ids and data.message", async () => {
    const res = await api.get("/api/v2/member/messages?page=1&page_size=10", token);
    expect(res.data.total).toBe(5);
    expect(res.data.data).toHaveLength(5);
    const first = res.data.data[0];
    expect(Object.keys(first)).toEqual(["id", "notifiable_id", "data", "read_at", "created_at"]);
    expect(first.id).toMatch(UUID);
    expect(typeof first.data.message).toBe("string");
    expect(first.read_at).toBeNull();
    expect(first.created_at).toMatch(ISO);
    expect(res.data.data[4].read_at).toMatch(ISO);
    const times = res.data.data.map((n: { created_at: string }) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await api.get("/api/v2/member/messages", token)).data.data).toHaveLength(5); // default page_size 5
    expect((await api.get("/api/v2/member/messages?page=2&page_size=3", token)).data.data).toHaveLength(2);
  });

  it("marks one and then all notifications read; unknown ids are ignored", async () => {
    const list = (await api.get("/api/v2/member/messages?page_size=10", token)).data.data;
    expect(await api.get(`/api/v2/member/notificationMarkAsRead/${list[0].id}`, token)).toEqual({
      code: 0,
      message: "",
      data: [],
    });
    expect((await api.get("/api/v2/member/unreadNotificationCount", token)).data).toBe(2);
    expect(
      (await api.get("/api/v2/member/notificationMarkAsRead/00000000-0000-4000-8000-000000000000", token)).code,
    ).toBe(0);
    expect(await api.get("/api/v2/member/notificationMarkAllAsRead", token)).toEqual({
      code: 0,
      message: "",
      data: [],
    });
    expect((await api.get("/api/v2/member/unreadNotificationCount", token)).data).toBe(0);
  });

  it("keeps the unread count until something is marked read, as MeEdu's cache does (the dot lags)", async () => {
    const member = await api.login();
    const userId = (await api.get("/api/v2/member/detail", member)).data.id as number;
    const before = (await api.get("/api/v2/member/unreadNotificationCount", member)).data as number;
    notify(api.db, userId, "新消息", Date.now());
    api.advance(24 * 3600 * 1000); // no lifetime: still the first count a day later
    expect((await api.get("/api/v2/member/unreadNotificationCount", member)).data).toBe(before);
    expect((await api.get("/api/v2/member/messages?page_size=10", member)).data.data[0].data.message).toBe("新消息");
    await api.get("/api/v2/member/notificationMarkAsRead/00000000-0000-4000-8000-000000000000", member);
    expect((await api.get("/api/v2/member/unreadNotificationCount", member)).data).toBe(before + 1);
    notify(api.db, userId, "又一条", Date.now());
    expect((await api.get("/api/v2/member/unreadNotificationCount", member)).data).toBe(before + 1);
    await api.get("/api/v2/member/notificationMarkAllAsRead", member);
    notify(api.db, userId, "全部已读之后", Date.now());
    expect((await api.get("/api/v2/member/unreadNotificationCount", member)).data).toBe(1);
  });

  it("requires a token on member routes", async () => {
    for (const url of [
      "/api/v2/member/unreadNotificationCount",
      "/api/v2/member/messages",
      "/api/v2/member/notificationMarkAllAsRead",
    ]) {
      expect(await api.get(url)).toEqual({ code: 401, message: "请登录", data: [] });
    }
  });
});
