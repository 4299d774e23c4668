import { createTestApi, type TestApi } from "../test-support/harness";
import { newMember } from "../test-support/learning";

describe("VIP plans and promo codes", () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  it("lists shown plans by weight with desc_rows", async () => {
    const res = await api.get("/api/v2/roles");
    expect(res.code).toBe(0);
    expect(res.data.map((r: { name: string }) => r.name)).toEqual(["月度会员", "年度会员"]);
    expect(Object.keys(res.data[0])).toEqual(["id", "name", "charge", "expire_days", "desc_rows"]);
    expect(res.data[0]).toMatchObject({ charge: 30, expire_days: 30 });
    expect(res.data[0].desc_rows).toEqual([
      "全部「会员免费」课程 30 天畅学",
      "专属学习群与助教答疑",
      "课程资料优先下载",
    ]);
  });

  it("returns one plan; hidden or unknown plans are 404", async () => {
    expect((await api.get("/api/v2/role/2")).data).toMatchObject({
      id: 2,
      name: "年度会员",
      charge: 298,
      expire_days: 365,
    });
    expect(await api.get("/api/v2/role/99")).toEqual({ code: 404, message: "资源不存在", data: [] });
    api.db.prepare("UPDATE roles SET is_show = 0 WHERE id = 2").run();
    expect((await api.get("/api/v2/role/2")).code).toBe(404);
    expect((await api.get("/api/v2/roles")).data).toHaveLength(1);
    api.db.prepare("UPDATE roles SET is_show = 1 WHERE id = 2").run();
    expect((await api.get("/api/v2/role/abc")).message).toBe("路由不存在");
  });

  it("shows a promo code publicly, or [] when unknown", async () => {
    const res = await api.get("/api/v2/promoCode/MEEDU10");
    expect(Object.keys(res.data)).toEqual(["id", "code", "expired_at", "invited_user_reward", "invite_user_reward"]);
    expect(res.data).toMatchObject({ code: "MEEDU10", invited_user_reward: 10, invite_user_reward: 0 });
    expect(res.data.expired_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await api.get("/api/v2/promoCode/NOPE")).toEqual({ code: 0, message: "", data: [] });
  });

  it("checks usability for the member (auth required)", async () => {
    expect((await api.get("/api/v2/promoCode/MEEDU10/check")).code).toBe(401);
    const valid = await api.get("/api/v2/promoCode/MEEDU10/check", token);
    expect(valid.data.can_use).toBe(1);
    expect(valid.data.promo_code.invited_user_reward).toBe(10);
    expect((await api.get("/api/v2/promoCode/OLD20/check", token)).data).toMatchObject({
      can_use: 0,
      promo_code: { code: "OLD20" },
    });
    expect((await api.get("/api/v2/promoCode/NOPE/check", token)).data).toEqual({ can_use: 0, promo_code: [] });
  });

  it("refuses the member's own code, exhausted codes and a code used before", async () => {
    const member = await newMember(api, "13700000001");
    const at = "2020-01-01 00:00:00";
    api.db
      .prepare(
        `INSERT INTO promo_codes (user_id, code, expired_at, invited_user_reward, use_times, used_times, created_at, updated_at)
       VALUES (?, 'MINE5', NULL, 5, 0, 0, ?, ?), (0, 'FULL5', NULL, 5, 2, 2, ?, ?)`,
      )
      .run(member.id, at, at, at, at);
    expect((await api.get("/api/v2/promoCode/MINE5/check", member.token)).data.can_use).toBe(0);
    expect((await api.get("/api/v2/promoCode/MINE5/check", token)).data.can_use).toBe(1);
    expect((await api.get("/api/v2/promoCode/FULL5/check", token)).data.can_use).toBe(0);
    const order = await api.post(
      "/api/v3/order",
      { goods_type: "ROLE", goods_id: 1, promo_code: "MEEDU10", agree_protocol: 1 },
      member.token,
    );
    expect(order.data.discount).toBe(10);
    expect((await api.get("/api/v2/promoCode/MEEDU10/check", member.token)).data.can_use).toBe(0);
  });

  it("gives a cancelled order's code back: its use is returned and the member may use it again", async () => {
    const member = await newMember(api, "13700000002");
    api.db
      .prepare(
        `INSERT INTO promo_codes (user_id, code, expired_at, invited_user_reward, use_times, used_times, created_at, updated_at)
       VALUES (0, 'ONCE3', NULL, 3, 1, 0, '2020-01-01 00:00:00', '2020-01-01 00:00:00')`,
      )
      .run();
    const usedTimes = () =>
      (api.db.prepare("SELECT used_times FROM promo_codes WHERE code = 'ONCE3'").get() as { used_times: number })
        .used_times;
    const first = await api.post(
      "/api/v3/order",
      { goods_type: "ROLE", goods_id: 1, promo_code: "ONCE3", agree_protocol: 1 },
      member.token,
    );
    expect(first.data.discount).toBe(3);
    expect(usedTimes()).toBe(1);
    expect((await api.get("/api/v2/promoCode/ONCE3/check", member.token)).data.can_use).toBe(0); // still paying
    api.advance(61 * 60 * 1000); // MeEdu's order:pay:timeout cancels it
    expect((await api.get("/api/v2/promoCode/ONCE3/check", member.token)).data.can_use).toBe(1);
    expect(usedTimes()).toBe(0);
    const again = await api.post(
      "/api/v3/order",
      { goods_type: "ROLE", goods_id: 1, promo_code: "ONCE3", agree_protocol: 1 },
      member.token,
    );
    expect(again.data.discount).toBe(3);
  });

  it("matches codes case-insensitively (MySQL's _ci collation)", async () => {
    expect((await api.get("/api/v2/promoCode/meedu10")).data).toMatchObject({ code: "MEEDU10" });
    expect((await api.get("/api/v2/promoCode/meedu10/check", token)).data.promo_code).toMatchObject({
      code: "MEEDU10",
    });
  });
});
