import { fromLocal, toLocal } from "../lib/dates";
import { createTestApi, type TestApi } from "../test-support/harness";
import { courseIdOf, newMember } from "../test-support/learning";

const DAY_MS = 86_400_000;

describe("demo cashier at pay_url", () => {
  let api: TestApi;
  let member: { token: string; id: number };
  const createOrder = async (body: Record<string, unknown>) =>
    (await api.post("/api/v3/order", { agree_protocol: 1, ...body }, member.token)).data;
  const page = (sign: string, extra = "") =>
    api.app.inject({ method: "GET", url: `/payment/index?sign=${sign}${extra}` });
  const act = (sign: string, action: string, extra: Record<string, string> = {}) =>
    api.app.inject({
      method: "POST",
      url: "/payment/index",
      payload: new URLSearchParams({ sign, action, ...extra }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const status = async (orderNo: string) =>
    (await api.get(`/api/v2/order/status?order_id=${orderNo}`, member.token)).data.status;
  const user = () => api.db.prepare("SELECT * FROM users WHERE id = ?").get(member.id) as Record<string, never>;

  beforeEach(async () => {
    api = await createTestApi();
    member = await newMember(api, "13700000020");
  });
  afterEach(() => api.close());

  it("shows a clearly marked demo page with goods, amount and the two buttons", async () => {
    const order = await createOrder({
      goods_type: "COURSE",
      goods_id: courseIdOf(api, "go-concurrency"),
      promo_code: "MEEDU10",
    });
    const res = await page(order.sign);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("演示收银台 — 不会产生真实扣款");
    expect(res.body).toContain("Go 语言高并发编程");
    expect(res.body).toContain(order.order_no);
    expect(res.body).toContain("￥389");
    expect(res.body).toContain("模拟支付成功");
    expect(res.body).toContain("取消订单");
  });

  it("a promo-code order paid: MeEdu's answers carry the price before the discount, never what was paid", async () => {
    const course = courseIdOf(api, "go-concurrency");
    const order = await createOrder({ goods_type: "COURSE", goods_id: course, promo_code: "MEEDU10" });
    expect(order).toMatchObject({ total: 389, discount: 10 });
    expect((await act(order.sign, "pay")).statusCode).toBe(200);
    const listed = (await api.get("/api/v2/member/orders", member.token)).data.data[0];
    expect(listed).toMatchObject({ order_id: order.order_no, charge: 399, continue_pay: false, refund_amount: 0 });
    expect(listed.goods[0]).toMatchObject({ charge: 399, goods_charge: 0, goods_ori_charge: 0 });
    expect(Object.keys(listed).filter((key) => /paid|discount|total/.test(key))).toEqual([]);
    const owned = (await api.get("/api/v3/member/courses", member.token)).data.data;
    expect(owned.find((item: { course_id: number }) => item.course_id === course)).toMatchObject({ charge: 399 });
  });

  it("pay delivers the course, awards points by the paid_order ratio and notifies", async () => {
    const course = courseIdOf(api, "go-concurrency");
    const order = await createOrder({ goods_type: "COURSE", goods_id: course });
    const before = user().credit1 as number;
    const res = await act(order.sign, "pay");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("支付成功");
    expect(await status(order.order_no)).toBe(9);
    expect(
      api.db.prepare("SELECT charge FROM user_course WHERE user_id = ? AND course_id = ?").get(member.id, course),
    ).toEqual({ charge: 399 });
    expect(user().credit1).toBe(before + 39);
    const credits = (await api.get("/api/v2/member/credit1Records", member.token)).data.data;
    expect(credits[0]).toMatchObject({ sum: 39, remark: "已支付订单送39积分" });
    const messages = (await api.get("/api/v2/member/messages?page_size=10", member.token)).data.data.map(
      (m: { data: { message: string } }) => m.data.message,
    );
    expect(messages).toEqual(
      expect.arrayContaining([`订单${order.order_no}已支付`, "积分变动:39，备注:已支付订单送39积分"]),
    );
    expect((await api.get(`/api/v2/course/${course}`, member.token)).data.isBuy).toBe(true);
    // Paying twice does nothing more.
    await act(order.sign, "pay");
    expect(user().credit1).toBe(before + 39);
    expect((await page(order.sign)).body).toContain("订单已支付");
  });

  it("points for a paid order come from its price before the promo code, as MeEdu works them out", async () => {
    const order = await createOrder({
      goods_type: "COURSE",
      goods_id: courseIdOf(api, "go-concurrency"),
      promo_code: "MEEDU10",
    });
    const before = user().credit1 as number;
    await act(order.sign, "pay");
    // ￥399 less 10 paid; the 0.1 ratio applies to 399.
    expect(user().credit1).toBe(before + 39);
  });

  it("VIP extends from now, then from the current expiry", async () => {
    const now = Date.now();
    const first = await createOrder({ goods_type: "ROLE", goods_id: 1 });
    await act(first.sign, "pay");
    const afterFirst = fromLocal(user().role_expired_at);
    expect(user().role_id).toBe(1);
    expect(afterFirst).toBeGreaterThanOrEqual(now + 30 * DAY_MS - 2000);
    const second = await createOrder({ goods_type: "ROLE", goods_id: 1 });
    await act(second.sign, "pay");
    expect(fromLocal(user().role_expired_at)).toBe(afterFirst + 30 * DAY_MS);
    expect((await api.get("/api/v2/member/detail", member.token)).data.role).toEqual({
      id: 1,
      name: "月度会员",
      desc_rows: [""],
    });
  });

  it("an expired VIP restarts from now", async () => {
    api.db
      .prepare("UPDATE users SET role_id = 1, role_expired_at = ? WHERE id = ?")
      .run(toLocal(Date.now() - 5 * DAY_MS), member.id);
    const order = await createOrder({ goods_type: "ROLE", goods_id: 2 });
    await act(order.sign, "pay");
    expect(user().role_id).toBe(2);
    expect(Math.abs(fromLocal(user().role_expired_at) - (Date.now() + 365 * DAY_MS))).toBeLessThan(5000);
  });

  it("cancel marks the order 7 and it can no longer be paid", async () => {
    const order = await createOrder({ goods_type: "ROLE", goods_id: 1 });
    expect((await act(order.sign, "cancel")).body).toContain("订单已取消");
    expect(await status(order.order_no)).toBe(7);
    expect((await act(order.sign, "pay")).statusCode).toBe(409);
    expect(user().role_id).toBe(0);
  });

  it("follows an allowed s_url / f_url after paying or cancelling", async () => {
    const a = await createOrder({ goods_type: "ROLE", goods_id: 1 });
    const paid = await act(a.sign, "pay", { s_url: "http://site.test/order/success" });
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toBe("http://site.test/order/success");
    const b = await createOrder({ goods_type: "ROLE", goods_id: 1 });
    const cancelled = await act(b.sign, "cancel", { f_url: "/payment/success" });
    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe("/payment/success");
  });

  describe.each([
    "https://evil.com/steal",
    "//evil.com",
    "/\\evil.com",
    "/%2F/evil.com",
    "javascript:alert(1)",
    "http:evil.com",
    "http://site.test@evil.com",
    "HTTPS://EVIL.COM",
  ])("a return address %j", (bad) => {
    it.each(["s_url", "f_url"])("as %s gets an error page and changes nothing", async (name) => {
      const order = await createOrder({ goods_type: "ROLE", goods_id: 1 });
      const shown = await page(order.sign, `&${name}=${encodeURIComponent(bad)}`);
      expect(shown.statusCode).toBe(400);
      expect(shown.body).toContain("非法的回调地址");
      expect(shown.body).not.toContain("模拟支付成功");
      for (const action of ["pay", "cancel"]) {
        const res = await act(order.sign, action, { [name]: bad });
        expect(res.statusCode).toBe(400);
        expect(res.headers.location).toBeUndefined();
        expect(res.body).toContain("非法的回调地址");
      }
      expect(await status(order.order_no)).toBe(5);
      expect(user().role_id).toBe(0);
    });
  });

  it("/payment/success links back to an allowed s_url only", async () => {
    const shown = await api.app.inject({
      method: "GET",
      url: `/payment/success?s_url=${encodeURIComponent("http://site.test/member/orders")}`,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<a href="http://site.test/member/orders">返回网站</a>');
    expect((await api.app.inject({ method: "GET", url: "/payment/success" })).body).toContain("可以关闭本页面");
    const bad = await api.app.inject({
      method: "GET",
      url: `/payment/success?s_url=${encodeURIComponent("https://evil.com/")}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("非法的回调地址");
    expect(bad.body).not.toContain("evil.com");
  });

  it("signs live 30 minutes; stale orders are cancelled after 60", async () => {
    const order = await createOrder({ goods_type: "ROLE", goods_id: 1 });
    expect((await page("order-unknown")).statusCode).toBe(404);
    api.advance(31 * 60 * 1000);
    const res = await page(order.sign);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("支付链接已失效");
    expect((await act(order.sign, "pay")).statusCode).toBe(404);
    expect(await status(order.order_no)).toBe(5);
    api.advance(30 * 60 * 1000);
    expect(await status(order.order_no)).toBe(7);
  });

  it("test hook pays like the cashier (only with test hooks on)", async () => {
    const order = await createOrder({ goods_type: "ROLE", goods_id: 1 });
    expect((await api.post(`/__test/order/pay?order_no=${order.order_no}`)).code).toBe(404);
    await api.close();
    api = await createTestApi({ testHooks: true });
    member = await newMember(api, "13700000021");
    const again = await createOrder({ goods_type: "ROLE", goods_id: 1 });
    expect(await api.post(`/__test/order/pay?order_no=${again.order_no}`)).toEqual({
      code: 0,
      message: "",
      data: { status: 9 },
    });
    expect(user().role_id).toBe(1);
    expect((await api.post("/__test/order/pay?order_no=nope")).code).toBe(404);
  });
});
