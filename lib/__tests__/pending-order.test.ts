import {
  goodsDestination,
  pendingOrderKey,
  readPendingOrder,
  savePendingOrder,
  type PendingOrder,
} from "../browser/pending-order";

const order: PendingOrder = {
  orderNo: "2024001",
  payUrl: "http://127.0.0.1:8100/payment/index?sign=abc",
  total: 189,
  discount: 10,
  goodsType: "COURSE",
  goodsId: 2,
  goodsName: "Python 数据分析实战",
};

describe("pending order storage", () => {
  beforeEach(() => sessionStorage.clear());

  it("round-trips an order by its number", () => {
    savePendingOrder(order);
    expect(readPendingOrder("2024001")).toEqual(order);
    expect(readPendingOrder("other")).toBeNull();
  });

  it("rejects tampered or broken entries", () => {
    sessionStorage.setItem(pendingOrderKey("x"), "{not json");
    expect(readPendingOrder("x")).toBeNull();
    sessionStorage.setItem(pendingOrderKey("y"), JSON.stringify({ ...order, orderNo: "z" }));
    expect(readPendingOrder("y")).toBeNull();
    sessionStorage.setItem(pendingOrderKey("w"), JSON.stringify({ ...order, orderNo: "w", goodsType: "BOOK" }));
    expect(readPendingOrder("w")).toBeNull();
  });

  it("sends buyers to the goods", () => {
    expect(goodsDestination("COURSE", 2)).toBe("/courses/detail/2");
    expect(goodsDestination("ROLE", 1)).toBe("/member");
  });
});
