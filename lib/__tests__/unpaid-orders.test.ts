import { ApiError } from "../api/errors";
import { checkUnpaidOrders } from "../browser/unpaid-order-check";
import {
  forgetUnpaidOrders,
  MAX_UNPAID_ORDERS,
  readUnpaidOrders,
  rememberUnpaidOrder,
  type UnpaidOrder,
} from "../browser/unpaid-orders";
import { unpaidOrdersKey } from "../shared/storage-keys";

const course = (orderNo: string, goodsId = 2): UnpaidOrder => ({
  orderNo,
  goodsType: "COURSE",
  goodsId,
  goodsName: "Python 数据分析实战",
});

describe("unpaid orders kept in the browser", () => {
  beforeEach(() => localStorage.clear());

  it("keeps each member's orders apart, newest first, once each", () => {
    rememberUnpaidOrder(7, course("202412020101011111"));
    rememberUnpaidOrder(7, { orderNo: "202412020101012222", goodsType: "ROLE", goodsId: 1, goodsName: "月度会员" });
    rememberUnpaidOrder(7, course("202412020101011111"));
    rememberUnpaidOrder(8, course("202412020101013333"));
    expect(readUnpaidOrders(7).map((o) => o.orderNo)).toEqual(["202412020101011111", "202412020101012222"]);
    expect(readUnpaidOrders(8).map((o) => o.orderNo)).toEqual(["202412020101013333"]);
    expect(readUnpaidOrders(9)).toEqual([]);
  });

  it("stores the order number and the goods only: no amount, pay link or token", () => {
    const withExtras = {
      ...course("202412020101011111"),
      total: 189,
      discount: 10,
      payUrl: "http://127.0.0.1:8100/payment/index?sign=order-abc",
      sign: "order-abc",
      token: "eyJ...",
    };
    rememberUnpaidOrder(7, withExtras);
    expect(JSON.parse(localStorage.getItem(unpaidOrdersKey(7))!)).toEqual([course("202412020101011111")]);
  });

  it("keeps a bounded number of orders", () => {
    for (let i = 0; i < MAX_UNPAID_ORDERS + 5; i++) rememberUnpaidOrder(7, course(`20241202010101${1000 + i}`));
    const kept = readUnpaidOrders(7);
    expect(kept).toHaveLength(MAX_UNPAID_ORDERS);
    expect(kept[0].orderNo).toBe(`20241202010101${1000 + MAX_UNPAID_ORDERS + 4}`);
  });

  it.each([
    ["not JSON", "{oops"],
    ["not a list", JSON.stringify({ orderNo: "1" })],
    ["an order number that is not one", JSON.stringify([{ ...course("x"), orderNo: "../member?x=<b>" }])],
    ["an empty order number", JSON.stringify([{ ...course("x"), orderNo: "" }])],
    ["unknown goods", JSON.stringify([{ ...course("1"), goodsType: "BOOK" }])],
    ["a goods id that is not one", JSON.stringify([{ ...course("1"), goodsId: "2" }])],
    ["a negative goods id", JSON.stringify([{ ...course("1"), goodsId: -2 }])],
  ])("ignores an entry that is %s", (_, raw) => {
    localStorage.setItem(unpaidOrdersKey(7), raw);
    expect(readUnpaidOrders(7)).toEqual([]);
  });

  it("forgets settled orders and removes the key when none is left", () => {
    rememberUnpaidOrder(7, course("111"));
    rememberUnpaidOrder(7, course("222"));
    forgetUnpaidOrders(7, ["111"]);
    expect(readUnpaidOrders(7).map((o) => o.orderNo)).toEqual(["222"]);
    forgetUnpaidOrders(7, ["222"]);
    expect(localStorage.getItem(unpaidOrdersKey(7))).toBeNull();
  });
});

describe("what became of each unpaid order", () => {
  const orders = ["unpaid", "paying", "cancelled", "paid", "unknown", "busy", "offline", "signed-out"].map((no) =>
    course(no),
  );
  const answers: Record<string, () => Promise<number>> = {
    unpaid: async () => 1,
    paying: async () => 5,
    cancelled: async () => 7,
    paid: async () => 9,
    unknown: () => Promise.reject(new ApiError("not-found", 404, "数据不存在")),
    busy: () => Promise.reject(new ApiError("transport", 429, "服务繁忙，请稍后再试")),
    offline: () => Promise.reject(new TypeError("fetch failed")),
    "signed-out": () => Promise.reject(new ApiError("unauthorized", 401, "请重新登录")),
  };

  it("shows unpaid and paying orders, drops paid, cancelled and unknown ones, and keeps the rest for later", async () => {
    const result = await checkUnpaidOrders(orders, (orderNo) => answers[orderNo]());
    expect(result.pending.map((o) => o.orderNo)).toEqual(["unpaid", "paying"]);
    expect(result.settled).toEqual(["cancelled", "paid", "unknown"]);
  });
});
