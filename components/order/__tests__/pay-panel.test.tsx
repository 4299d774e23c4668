import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import { savePendingOrder } from "@/lib/browser/pending-order";
import { readUnpaidOrders, rememberUnpaidOrder } from "@/lib/browser/unpaid-orders";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { NOT_PAID_YET, PAY_HINT, PayPanel } from "../pay-panel";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

// jsdom has no TextEncoder for the qrcode package; the QR itself is the library's job.
jest.mock("@/lib/shared/qr-code", () => ({
  qrCodeDataUrl: (text: string) => `data:image/svg+xml,${encodeURIComponent(text)}`,
}));

const fetchOrderStatus = jest.fn();
jest.mock("@/lib/api/orders", () => ({
  ...jest.requireActual("@/lib/api/orders"),
  fetchOrderStatus: (orderNo: string) => fetchOrderStatus(orderNo),
}));

function pending(orderNo: string) {
  savePendingOrder({
    orderNo,
    payUrl: `http://127.0.0.1:8100/payment/index?sign=${orderNo}`,
    total: 189,
    discount: 10,
    goodsType: "COURSE",
    goodsId: 2,
    goodsName: "Python 数据分析实战",
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  resetToasts();
  sessionStorage.clear();
});

it("shows the QR, amounts and the cashier link from the stored order", async () => {
  pending("P1");
  fetchOrderStatus.mockResolvedValue(5);
  renderWithStores(<PayPanel orderNo="P1" initialStatus={5} />);
  expect(await screen.findByRole("img", { name: "支付二维码" })).toHaveAttribute(
    "src",
    expect.stringMatching(/^data:image\/svg/),
  );
  // The cashier lists the school's payments (maybe only 线下支付): the page names none of them.
  expect(screen.getByText(PAY_HINT)).toHaveTextContent("收银台");
  expect(document.body).not.toHaveTextContent(/支付宝|微信/);
  expect(screen.getByRole("link", { name: "在新窗口打开收银台" })).toHaveAttribute("target", "_blank");
  expect(screen.getByText("￥189")).toBeInTheDocument();
  expect(screen.getByText("￥10")).toBeInTheDocument();
});

it("goes to the success page once the status turns paid (已完成支付 re-checks at once)", async () => {
  pending("P2");
  fetchOrderStatus.mockResolvedValue(9);
  renderWithStores(<PayPanel orderNo="P2" initialStatus={5} />);
  fireEvent.click(await screen.findByRole("button", { name: "已完成支付" }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/order/success?order_no=P2"));
  expect(await screen.findByText("已成功支付")).toBeInTheDocument();
});

it("a cancelled order goes back to the goods", async () => {
  pending("P3");
  fetchOrderStatus.mockResolvedValue(7);
  renderWithStores(<PayPanel orderNo="P3" initialStatus={7} />);
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/courses/detail/2"));
  expect(await screen.findByText("已取消")).toBeInTheDocument();
});

it("without the stored order it asks to order again", () => {
  fetchOrderStatus.mockResolvedValue(5);
  renderWithStores(<PayPanel orderNo="P4" initialStatus={5} />);
  expect(screen.getByText(/支付信息已失效/)).toBeInTheDocument();
});

it("已完成支付 on an order the API has not seen paid says the payment has not arrived", async () => {
  pending("P5");
  fetchOrderStatus.mockResolvedValue(1);
  renderWithStores(<PayPanel orderNo="P5" initialStatus={1} />);
  expect(screen.queryByText(NOT_PAID_YET)).not.toBeInTheDocument();
  const paid = await screen.findByRole("button", { name: "已完成支付" });
  await waitFor(() => expect(paid).toBeEnabled()); // the first status check has answered
  fireEvent.click(paid);
  expect(await screen.findByText(NOT_PAID_YET)).toHaveAttribute("role", "status");
  expect(replace).not.toHaveBeenCalled();
});

it("取消支付 goes back to the goods and says where the unpaid order waits", async () => {
  pending("P6");
  fetchOrderStatus.mockResolvedValue(5);
  renderWithStores(<PayPanel orderNo="P6" initialStatus={5} />, { user: makeUser({ id: 7 }) });
  fireEvent.click(await screen.findByRole("button", { name: "取消支付" }));
  expect(replace).toHaveBeenCalledWith("/courses/detail/2");
  expect(await screen.findByText("订单未支付，可在「我的订单」中继续支付")).toBeInTheDocument();
});

it.each([
  ["paid", 9],
  ["cancelled", 7],
])("a %s order is no longer kept as unpaid", async (_, status) => {
  localStorage.clear();
  pending("P7");
  rememberUnpaidOrder(7, { orderNo: "P7", goodsType: "COURSE", goodsId: 2, goodsName: "Python 数据分析实战" });
  fetchOrderStatus.mockResolvedValue(status);
  renderWithStores(<PayPanel orderNo="P7" initialStatus={status} />, { user: makeUser({ id: 7 }) });
  await waitFor(() => expect(replace).toHaveBeenCalled());
  expect(readUnpaidOrders(7)).toEqual([]);
});
