import { screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { UnpaidOrderNotice } from "@/components/order/unpaid-order-notice";
import { ApiError } from "@/lib/api/errors";
import { readUnpaidOrders, rememberUnpaidOrder } from "@/lib/browser/unpaid-orders";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { UnpaidOrderList } from "../unpaid-order-list";

const fetchOrderStatus = jest.fn();
jest.mock("@/lib/api/orders", () => ({
  ...jest.requireActual("@/lib/api/orders"),
  fetchOrderStatus: (orderNo: string) => fetchOrderStatus(orderNo),
}));

const STATUS: Record<string, number> = { "1001": 5, "1002": 9, "1003": 7, "1004": 1 };

beforeEach(() => {
  localStorage.clear();
  fetchOrderStatus.mockReset();
  fetchOrderStatus.mockImplementation(async (orderNo: string) => {
    if (orderNo in STATUS) return STATUS[orderNo];
    throw new ApiError("not-found", 404, "数据不存在");
  });
  rememberUnpaidOrder(7, { orderNo: "1003", goodsType: "COURSE", goodsId: 3, goodsName: "Go 语言高并发编程" });
  rememberUnpaidOrder(7, { orderNo: "1002", goodsType: "COURSE", goodsId: 2, goodsName: "Python 数据分析实战" });
  rememberUnpaidOrder(7, { orderNo: "1004", goodsType: "ROLE", goodsId: 1, goodsName: "月度会员" });
  rememberUnpaidOrder(7, { orderNo: "1001", goodsType: "COURSE", goodsId: 2, goodsName: "Python 数据分析实战" });
});

const fresh = (ui: React.ReactElement) => <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>;

it("我的订单 lists the member's payable orders as 待支付 with 继续支付, and drops the settled ones", async () => {
  renderWithStores(fresh(<UnpaidOrderList />), { user: makeUser({ id: 7 }) });
  const list = await screen.findByRole("list", { name: "待支付订单" });
  const rows = within(list).getAllByRole("listitem");
  expect(rows.map((row) => row.textContent)).toEqual([
    "Python 数据分析实战订单编号：1001待支付继续支付",
    "月度会员订单编号：1004待支付继续支付",
  ]);
  expect(within(rows[0]).getByRole("link", { name: "继续支付" })).toHaveAttribute("href", "/order/pay?order_no=1001");
  expect(within(rows[1]).getByRole("link", { name: "月度会员" })).toHaveAttribute("href", "/vip");
  expect(readUnpaidOrders(7).map((o) => o.orderNo)).toEqual(["1001", "1004"]);
});

it("the course page shows its own unpaid order only", async () => {
  renderWithStores(
    fresh(
      <>
        <UnpaidOrderNotice goodsType="COURSE" goodsId={2} />
        <UnpaidOrderNotice goodsType="COURSE" goodsId={3} />
      </>,
    ),
    { user: makeUser({ id: 7 }) },
  );
  const notice = await screen.findByTestId("unpaid-order");
  expect(notice).toHaveTextContent("待支付");
  expect(within(notice).getByRole("link", { name: "继续支付" })).toHaveAttribute("href", "/order/pay?order_no=1001");
  expect(screen.getAllByTestId("unpaid-order")).toHaveLength(1);
});

it("another member in this browser sees none of them, and a visitor asks nothing", async () => {
  const { unmount } = renderWithStores(fresh(<UnpaidOrderList />), { user: makeUser({ id: 8 }) });
  await Promise.resolve();
  expect(screen.queryByRole("list", { name: "待支付订单" })).toBeNull();
  unmount();
  renderWithStores(fresh(<UnpaidOrderNotice goodsType="COURSE" goodsId={2} />));
  expect(screen.queryByTestId("unpaid-order")).toBeNull();
  expect(fetchOrderStatus).not.toHaveBeenCalled();
});
