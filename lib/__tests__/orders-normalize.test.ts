/** @jest-environment node */
import {
  goodsHref,
  normalizeCreatedOrder,
  normalizeOrderPage,
  normalizePromoCheck,
  parseGoodsType,
  payableAmount,
} from "../api/orders";
import { normalizeRoles } from "../api/roles";

describe("parseGoodsType", () => {
  it("maps the URL spellings to the API's goods types", () => {
    expect(parseGoodsType("vod")).toBe("COURSE");
    expect(parseGoodsType("COURSE")).toBe("COURSE");
    expect(parseGoodsType("role")).toBe("ROLE");
    expect(parseGoodsType("video")).toBeNull();
    expect(parseGoodsType("")).toBeNull();
  });
});

describe("payableAmount", () => {
  it("never goes below zero", () => {
    expect(payableAmount(199, 10)).toBe(189);
    expect(payableAmount(5, 10)).toBe(0);
  });
});

describe("normalizePromoCheck", () => {
  it("reads a usable code's discount", () => {
    expect(normalizePromoCheck({ can_use: 1, promo_code: { invited_user_reward: 10 } })).toEqual({
      canUse: true,
      discount: 10,
    });
  });
  it("treats [] or can_use 0 as unusable", () => {
    expect(normalizePromoCheck({ can_use: 0, promo_code: [] })).toEqual({ canUse: false, discount: 0 });
    expect(normalizePromoCheck({ can_use: 1, promo_code: [] })).toEqual({ canUse: false, discount: 0 });
    expect(normalizePromoCheck(null)).toEqual({ canUse: false, discount: 0 });
  });
});

describe("normalizeCreatedOrder", () => {
  it("keeps pay_url for unpaid orders and defaults it for paid ones", () => {
    expect(
      normalizeCreatedOrder({
        order_no: "2024",
        total: "99",
        discount: 0,
        is_paid: false,
        pay_url: "http://x/p?sign=1",
      }),
    ).toEqual({ orderNo: "2024", total: 99, discount: 0, isPaid: false, payUrl: "http://x/p?sign=1" });
    expect(normalizeCreatedOrder({ order_no: "1", total: 0, discount: 5, is_paid: true }).payUrl).toBe("");
  });
});

describe("normalizeOrderPage", () => {
  it("reads the Laravel paginator and the first goods item", () => {
    const page = normalizeOrderPage(
      {
        current_page: 2,
        last_page: 3,
        total: 25,
        data: [
          {
            id: 31,
            charge: 99,
            order_id: "202405011030151234",
            status_text: "已支付",
            created_at: "2024-05-01T02:30:15.000000Z",
            goods: [{ goods_id: 3, goods_type: "COURSE", goods_name: "Laravel 入门", goods_thumb: "https://c/3.png" }],
            refund_amount: 12.5,
          },
          { id: 32, charge: 30, order_id: "x", status_text: "已支付", goods: {} },
        ],
      },
      "https://api.school.cn",
    );
    expect(page).toMatchObject({ page: 2, lastPage: 3, total: 25, perPage: 10 });
    expect(page.items[0]).toEqual({
      id: 31,
      orderNo: "202405011030151234",
      charge: 99,
      refundAmount: 12.5,
      statusText: "已支付",
      createdAt: "2024-05-01T02:30:15.000000Z",
      goods: { id: 3, type: "COURSE", name: "Laravel 入门", thumb: "https://c/3.png" },
    });
    expect(page.items[1].goods).toBeNull();
    expect(page.items[1].refundAmount).toBe(0);
  });
});

describe("goodsHref", () => {
  it("links courses to their detail and VIP to /vip", () => {
    expect(goodsHref("COURSE", 3)).toBe("/courses/detail/3");
    expect(goodsHref("ROLE", 1)).toBe("/vip");
    expect(goodsHref("BOOK", 1)).toBeNull();
  });
});

describe("normalizeRoles", () => {
  it("reads plans, drops empty description rows and id-less items", () => {
    expect(
      normalizeRoles([
        { id: 1, name: "月度会员", charge: 30, expire_days: 30, desc_rows: ["全部VIP免费课程", "", " 专属客服 "] },
        { name: "broken" },
      ]),
    ).toEqual([{ id: 1, name: "月度会员", charge: 30, expireDays: 30, descRows: ["全部VIP免费课程", "专属客服"] }]);
  });
});
