import { createTestApi, type TestApi } from "../test-support/harness";
import { courseIdOf, newMember } from "../test-support/learning";

describe("POST /api/v3/order and GET /api/v2/order/status", () => {
  let api: TestApi;
  let member: { token: string; id: number };
  const order = (body: Record<string, unknown>, token = member.token) => api.post("/api/v3/order", body, token);

  beforeAll(async () => {
    api = await createTestApi();
    member = await newMember(api, "13700000010");
  });
  afterAll(() => api.close());

  it("requires a token", async () => {
    expect((await api.post("/api/v3/order", { goods_type: "COURSE", goods_id: 1, agree_protocol: 1 })).code).toBe(401);
  });

  it("answers each validation rule with its message", async () => {
    const course = courseIdOf(api, "go-concurrency");
    expect((await order({ goods_id: course, agree_protocol: 1 })).message).toBe("参数错误");
    expect((await order({ goods_type: "COURSE", agree_protocol: 1 })).message).toBe("参数错误");
    expect((await order({ goods_type: "COURSE", goods_id: 0, agree_protocol: 1 })).message).toBe("参数错误");
    expect((await order({ goods_type: "BOOK", goods_id: 1, agree_protocol: 1 })).message).toBe("无法创建订单");
    expect((await order({ goods_type: "COURSE", goods_id: course })).message).toBe("请同意付费内容购买协议");
    expect((await order({ goods_type: "COURSE", goods_id: course, agree_protocol: "true" })).message).toBe(
      "请同意付费内容购买协议",
    );
    expect((await order({ goods_type: "ROLE", goods_id: 1, agree_protocol: 0 })).message).toBe("请同意会员服务协议");
    expect(await order({ goods_type: "COURSE", goods_id: 9999, agree_protocol: 1 })).toEqual({
      code: 404,
      message: "资源不存在",
      data: [],
    });
    expect((await order({ goods_type: "ROLE", goods_id: 99, agree_protocol: 1 })).code).toBe(404);
  });

  it("looks the goods up (404) before the agreement, as MeEdu's order hooks do", async () => {
    expect(await order({ goods_type: "COURSE", goods_id: 9999 })).toEqual({
      code: 404,
      message: "资源不存在",
      data: [],
    });
    expect(await order({ goods_type: "ROLE", goods_id: 99, agree_protocol: 0 })).toEqual({
      code: 404,
      message: "资源不存在",
      data: [],
    });
  });

  it("reads agree_protocol, goods_id and goods_type as PHP does ((int) casts, truthiness, exact types)", async () => {
    const course = courseIdOf(api, "go-concurrency");
    for (const agree of [true, "1", " 1 ", "1.9", "1abc", [1], { a: 1 }, 1.5]) {
      expect((await order({ goods_type: "ROLE", goods_id: 1, agree_protocol: agree })).code).toBe(0);
    }
    for (const agree of [false, "true", "yes", "on", "2", "0x1", 0, [], null]) {
      expect((await order({ goods_type: "ROLE", goods_id: 1, agree_protocol: agree })).message).toBe(
        "请同意会员服务协议",
      );
    }
    expect((await order({ goods_type: "COURSE", goods_id: `${course}abc`, agree_protocol: 1 })).code).toBe(0);
    expect((await order({ goods_type: "COURSE", goods_id: "abc", agree_protocol: 1 })).message).toBe("参数错误");
    expect((await order({ goods_type: "COURSE", goods_id: -3, agree_protocol: 1 })).message).toBe("参数错误");
    expect((await order({ goods_type: "0", goods_id: course, agree_protocol: 1 })).message).toBe("参数错误");
    expect((await order({ goods_type: "course", goods_id: course, agree_protocol: 1 })).message).toBe("无法创建订单");
    expect((await order({ goods_type: " COURSE ", goods_id: course, agree_protocol: 1 })).code).toBe(0);
  });

  it("sells hidden and unpublished courses and hidden plans, not deleted courses", async () => {
    const hidden = courseIdOf(api, "go-concurrency");
    api.db.prepare("UPDATE courses SET is_show = -1, published_at = '2999-01-01 00:00:00' WHERE id = ?").run(hidden);
    expect((await order({ goods_type: "COURSE", goods_id: hidden, agree_protocol: 1 })).data).toMatchObject({
      total: 399,
      is_paid: false,
    });
    api.db.prepare("UPDATE courses SET is_show = 1, published_at = '2024-01-01 00:00:00' WHERE id = ?").run(hidden);
    api.db.prepare("UPDATE roles SET is_show = 0 WHERE id = 2").run();
    expect((await order({ goods_type: "ROLE", goods_id: 2, agree_protocol: 1 })).code).toBe(0);
    api.db.prepare("UPDATE roles SET is_show = 1 WHERE id = 2").run();
    const deleted = courseIdOf(api, "excel-visualization");
    api.db.prepare("UPDATE courses SET deleted_at = '2024-01-01 00:00:00' WHERE id = ?").run(deleted);
    expect((await order({ goods_type: "COURSE", goods_id: deleted, agree_protocol: 1 })).code).toBe(404);
    api.db.prepare("UPDATE courses SET deleted_at = NULL WHERE id = ?").run(deleted);
  });

  it("creates a paying course order with a cashier URL and sign; the price comes from the database", async () => {
    const course = courseIdOf(api, "go-concurrency");
    const res = await order({ goods_type: "COURSE", goods_id: course, agree_protocol: 1, charge: 1, total: 1 });
    expect(res.code).toBe(0);
    expect(Object.keys(res.data)).toEqual(["order_no", "total", "discount", "is_paid", "pay_url", "sign"]);
    expect(res.data).toMatchObject({ total: 399, discount: 0, is_paid: false });
    expect(res.data.order_no).toMatch(/^\d{18}$/);
    expect(res.data.sign).toMatch(/^order-[A-Za-z0-9]{24}$/);
    expect(res.data.pay_url).toBe(`http://api.test/payment/index?sign=${res.data.sign}`);
    expect((await api.get(`/api/v2/order/status?order_id=${res.data.order_no}`, member.token)).data).toEqual({
      status: 5,
    });
    const goods = api.db
      .prepare("SELECT * FROM order_goods WHERE goods_id = ? AND user_id = ?")
      .get(course, member.id) as Record<string, unknown>;
    expect(goods).toMatchObject({ goods_type: "COURSE", goods_charge: 0, goods_ori_charge: 0, charge: 399, num: 1 });
  });

  it("applies a usable promo code and silently ignores an unusable one", async () => {
    const withCode = await order({ goods_type: "ROLE", goods_id: 2, agree_protocol: 1, promo_code: "MEEDU10" });
    expect(withCode.data).toMatchObject({ total: 288, discount: 10, is_paid: false });
    const expired = await order({ goods_type: "ROLE", goods_id: 2, agree_protocol: 1, promo_code: "OLD20" });
    expect(expired.data).toMatchObject({ total: 298, discount: 0 });
    const unknown = await order({ goods_type: "ROLE", goods_id: 2, agree_protocol: 1, promo_code: "NOPE" });
    expect(unknown.data).toMatchObject({ total: 298, discount: 0 });
  });

  it("pays and delivers at once when nothing is left to pay", async () => {
    const course = courseIdOf(api, "excel-visualization");
    api.db
      .prepare(
        `INSERT INTO promo_codes (user_id, code, expired_at, invited_user_reward, use_times, used_times, created_at, updated_at)
       VALUES (0, 'BIG100', NULL, 100, 0, 0, '2020-01-01 00:00:00', '2020-01-01 00:00:00')`,
      )
      .run();
    const res = await order({ goods_type: "COURSE", goods_id: course, agree_protocol: 1, promo_code: "BIG100" });
    // MeEdu reports the code's whole reward as the discount, beyond the price of 49.
    expect(res.data).toEqual({ order_no: expect.any(String), total: 0, discount: 100, is_paid: true });
    expect((await api.get(`/api/v2/order/status?order_id=${res.data.order_no}`, member.token)).data.status).toBe(9);
    expect(
      api.db.prepare("SELECT charge FROM user_course WHERE user_id = ? AND course_id = ?").get(member.id, course),
    ).toEqual({ charge: 49 }); // MeEdu records the goods' price on the member's course, not what was paid
    const detail = await api.get(`/api/v2/course/${course}`, member.token);
    expect(detail.data.isBuy).toBe(true);
  });

  it("does not refuse a course that is already bought or free (the client checks isBuy)", async () => {
    const demo = await api.login();
    const bought = courseIdOf(api, "vue3-typescript");
    expect((await order({ goods_type: "COURSE", goods_id: bought, agree_protocol: 1 }, demo)).data.is_paid).toBe(false);
    const free = courseIdOf(api, "python-basics");
    expect((await order({ goods_type: "COURSE", goods_id: free, agree_protocol: 1 }, demo)).data).toMatchObject({
      total: 0,
      is_paid: true,
    });
  });

  it("order/status: order_id required; someone else's or unknown orders are 404", async () => {
    expect((await api.get("/api/v2/order/status", member.token)).message).toBe("参数错误");
    expect((await api.get("/api/v2/order/status?order_id=000", member.token)).code).toBe(404);
    const mine = await order({ goods_type: "ROLE", goods_id: 1, agree_protocol: 1 });
    const other = await newMember(api, "13700000011");
    expect(await api.get(`/api/v2/order/status?order_id=${mine.data.order_no}`, other.token)).toEqual({
      code: 404,
      message: "资源不存在",
      data: [],
    });
  });

  it("cancels unpaid orders after 60 minutes (status 7)", async () => {
    const res = await order({ goods_type: "ROLE", goods_id: 1, agree_protocol: 1 });
    api.advance(59 * 60 * 1000);
    expect((await api.get(`/api/v2/order/status?order_id=${res.data.order_no}`, member.token)).data.status).toBe(5);
    api.advance(2 * 60 * 1000);
    expect((await api.get(`/api/v2/order/status?order_id=${res.data.order_no}`, member.token)).data.status).toBe(7);
  });
});
