import { render, screen } from "@testing-library/react";
import type { MemberOrder } from "@/lib/api/orders-types";
import { savePendingOrder } from "@/lib/browser/pending-order";
import { ORDER_AMOUNT_NOTE, OrderRow } from "../order-row";

const order = (overrides: Partial<MemberOrder> = {}): MemberOrder => ({
  id: 1,
  orderNo: "202405011030151234",
  charge: 199,
  refundAmount: 0,
  statusText: "已支付",
  createdAt: "2024-05-01T02:30:15.000000Z",
  goods: { id: 2, type: "COURSE", name: "Python 数据分析实战", thumb: "" },
  ...overrides,
});

const now = new Date("2024-05-02T00:00:00Z");

it("labels MeEdu's charge as the order amount: the list does not say what a promo code took off", () => {
  render(<OrderRow order={order()} now={now} />);
  expect(screen.getByText(/订单金额/)).toHaveTextContent("订单金额 ￥199");
  expect(screen.queryByText(/实付款/)).toBeNull();
  expect(screen.queryByText(/已退金额/)).toBeNull();
});

it("shows what was refunded", () => {
  render(<OrderRow order={order({ refundAmount: 50 })} now={now} />);
  expect(screen.getByText("已退金额 ￥50.00")).toBeInTheDocument();
});

describe("what a promo-code order cost", () => {
  beforeEach(() => sessionStorage.clear());

  it("shows the discount and the amount paid when this tab created the order (MeEdu's create answer)", () => {
    savePendingOrder({
      orderNo: "202405011030151234",
      payUrl: "http://127.0.0.1:8100/payment/index?sign=abc",
      total: 189,
      discount: 10,
      goodsType: "COURSE",
      goodsId: 2,
      goodsName: "Python 数据分析实战",
    });
    render(<OrderRow order={order()} now={now} />);
    expect(screen.getByText(/订单金额/)).toHaveTextContent("订单金额 ￥199已优惠 ￥10，实付 ￥189");
  });

  it("says nothing of a discount it cannot know, and the list says plainly why", () => {
    savePendingOrder({
      orderNo: "202405011030159999",
      payUrl: "http://127.0.0.1:8100/payment/index?sign=abc",
      total: 199,
      discount: 0,
      goodsType: "COURSE",
      goodsId: 2,
      goodsName: "Python 数据分析实战",
    });
    render(<OrderRow order={order({ orderNo: "202405011030159999" })} now={now} />);
    expect(screen.getByText(/订单金额/)).toHaveTextContent(/^订单金额 ￥199$/);
    expect(ORDER_AMOUNT_NOTE).toMatch(/使用优惠码前.*不含优惠与实付金额/);
  });
});
