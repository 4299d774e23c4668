import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import type { CheckoutGoods } from "@/lib/api/orders-types";
import { pendingOrderKey } from "@/lib/browser/pending-order";
import { readUnpaidOrders } from "@/lib/browser/unpaid-orders";
import { unpaidOrdersKey } from "@/lib/shared/storage-keys";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { CheckoutForm } from "../checkout-form";

const push = jest.fn();
const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace, refresh }) }));

const fetchCourseAccess = jest.fn();
jest.mock("@/lib/api/courses", () => ({ fetchCourseAccess: (id: number) => fetchCourseAccess(id) }));

const createOrder = jest.fn();
const checkPromoCode = jest.fn();
jest.mock("@/lib/api/orders", () => ({
  ...jest.requireActual("@/lib/api/orders"),
  createOrder: (input: unknown) => createOrder(input),
  checkPromoCode: (code: string) => checkPromoCode(code),
}));

const role: CheckoutGoods = { type: "ROLE", id: 1, name: "月度会员", thumb: "", charge: 30, label: "VIP会员" };
const course: CheckoutGoods = {
  type: "COURSE",
  id: 2,
  name: "Python 数据分析实战",
  thumb: "",
  charge: 199,
  label: "录播课程",
};

beforeEach(() => {
  jest.clearAllMocks();
  resetToasts();
  sessionStorage.clear();
  fetchCourseAccess.mockResolvedValue({ isBuy: false, isCollect: false, firstLessonId: 1, lastViewedLessonId: null });
});

const VIP_PROTOCOL = "https://api.example.com/user/vip_protocol";
const PAID_CONTENT_PROTOCOL = "https://api.example.com/user/paid_content_purchase_protocol";

function renderCheckout(goods: CheckoutGoods) {
  return renderWithStores(
    <CheckoutForm goods={goods} agreementUrl={goods.type === "ROLE" ? VIP_PROTOCOL : PAID_CONTENT_PROTOCOL} />,
  );
}

// jsdom puts a space before the link in the checkbox's name, Chromium does not.
const agree = (title: string) =>
  fireEvent.click(screen.getByRole("checkbox", { name: new RegExp(`^我已阅读并同意\\s?《${title}》$`) }));

it.each([
  [role, "会员服务协议", VIP_PROTOCOL],
  [course, "付费内容购买协议", PAID_CONTENT_PROTOCOL],
])("asks for the purchase agreement of a %s order before creating it", async (goods, title, url) => {
  renderCheckout(goods);
  expect(screen.getByRole("link", { name: `《${title}》` })).toHaveAttribute("href", url);
  fireEvent.click(screen.getByRole("button", { name: "提交订单" }));
  expect(await screen.findByText(`请同意《${title}》`)).toBeInTheDocument();
  expect(createOrder).not.toHaveBeenCalled();

  createOrder.mockResolvedValue({ orderNo: "N0", total: 1, discount: 0, isPaid: false, payUrl: "http://pay/x" });
  agree(title);
  fireEvent.click(screen.getByRole("button", { name: "提交订单" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/order/pay?order_no=N0"));
  expect(createOrder).toHaveBeenCalledWith({ goodsType: goods.type, goodsId: goods.id, promoCode: "", agreed: true });
});

it("creates one order on double click and keeps its pay details out of the URL", async () => {
  let resolve: (value: unknown) => void = () => undefined;
  createOrder.mockReturnValue(new Promise((r) => (resolve = r)));
  renderCheckout(course);
  agree("付费内容购买协议");
  const submit = screen.getByRole("button", { name: "提交订单" });
  fireEvent.click(submit);
  fireEvent.click(submit);
  await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
  expect(createOrder).toHaveBeenCalledWith({ goodsType: "COURSE", goodsId: 2, promoCode: "", agreed: true });
  await act(async () =>
    resolve({ orderNo: "N1", total: 199, discount: 0, isPaid: false, payUrl: "http://pay/x?sign=s" }),
  );
  expect(push).toHaveBeenCalledWith("/order/pay?order_no=N1");
  expect(JSON.parse(sessionStorage.getItem(pendingOrderKey("N1"))!)).toMatchObject({
    payUrl: "http://pay/x?sign=s",
    total: 199,
  });
});

it("applies a valid promo code and sends it with the order; an already-paid order goes to the goods", async () => {
  checkPromoCode.mockResolvedValue({ canUse: true, discount: 250 });
  createOrder.mockResolvedValue({ orderNo: "N2", total: 0, discount: 199, isPaid: true, payUrl: "" });
  renderCheckout(course);
  agree("付费内容购买协议");
  fireEvent.change(screen.getByRole("textbox", { name: "优惠码" }), { target: { value: "BIG" } });
  fireEvent.click(screen.getByRole("button", { name: "验证" }));
  expect(await screen.findByText("此优惠码有效，已减免199元")).toBeInTheDocument();
  expect(screen.getByText(/^需支付/)).toHaveTextContent("￥0");
  fireEvent.click(screen.getByRole("button", { name: "提交订单" }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/courses/detail/2"));
  expect(createOrder).toHaveBeenCalledWith({ goodsType: "COURSE", goodsId: 2, promoCode: "BIG", agreed: true });
  expect(await screen.findByText("支付成功")).toBeInTheDocument();
});

it("says an unusable code is invalid and keeps the full price", async () => {
  checkPromoCode.mockResolvedValue({ canUse: false, discount: 0 });
  renderCheckout(course);
  fireEvent.change(screen.getByRole("textbox", { name: "优惠码" }), { target: { value: "NOPE" } });
  fireEvent.click(screen.getByRole("button", { name: "验证" }));
  expect(await screen.findByText("此优惠码无效，请重新输入验证")).toBeInTheDocument();
  expect(screen.getByText(/^需支付/)).toHaveTextContent("￥199");
});

it("keeps a tick made before the page's script took over, and orders with it", async () => {
  const { hydrateRoot } = await import("react-dom/client");
  const { renderToString } = await import("react-dom/server");
  const { StoreProvider } = await import("@/lib/stores/store-provider");
  const form = (
    <StoreProvider seed={{ config: null, user: null, navs: [] }}>
      <CheckoutForm goods={course} agreementUrl={PAID_CONTENT_PROTOCOL} />
    </StoreProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(form);
  document.body.appendChild(container);
  const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  box.click(); // the member ticks it while the scripts are still loading
  let root: ReturnType<typeof hydrateRoot> | null = null;
  await act(async () => void (root = hydrateRoot(container, form)));
  expect(box.checked).toBe(true);

  createOrder.mockResolvedValue({ orderNo: "N9", total: 199, discount: 0, isPaid: false, payUrl: "http://pay/x" });
  await act(async () => {
    [...container.querySelectorAll("button")].find((button) => button.textContent === "提交订单")!.click();
  });
  await waitFor(() => expect(createOrder).toHaveBeenCalledWith(expect.objectContaining({ agreed: true })));
  act(() => root!.unmount());
  container.remove();
});

it("creates no order for a course the member got after the form was drawn (Back after paying, a second tab)", async () => {
  fetchCourseAccess.mockResolvedValue({ isBuy: true, isCollect: false, firstLessonId: 1, lastViewedLessonId: 1 });
  renderCheckout(course);
  agree("付费内容购买协议");
  fireEvent.click(screen.getByRole("button", { name: "提交订单" }));
  expect(await screen.findByText("你已可以学习本课程，无需下单")).toBeInTheDocument();
  expect(fetchCourseAccess).toHaveBeenCalledWith(2);
  expect(createOrder).not.toHaveBeenCalled();
  expect(refresh).toHaveBeenCalled();
});

it("orders as before when the course cannot be read, and never asks for a VIP plan", async () => {
  fetchCourseAccess.mockRejectedValue(new Error("down"));
  createOrder.mockResolvedValue({ orderNo: "N7", total: 199, discount: 0, isPaid: false, payUrl: "http://pay/x" });
  renderCheckout(course);
  agree("付费内容购买协议");
  fireEvent.click(screen.getByRole("button", { name: "提交订单" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/order/pay?order_no=N7"));

  fetchCourseAccess.mockClear();
  createOrder.mockResolvedValue({ orderNo: "N8", total: 30, discount: 0, isPaid: false, payUrl: "http://pay/y" });
  renderCheckout(role);
  agree("会员服务协议");
  fireEvent.click(screen.getAllByRole("button", { name: "提交订单" }).at(-1)!);
  await waitFor(() => expect(push).toHaveBeenCalledWith("/order/pay?order_no=N8"));
  expect(fetchCourseAccess).not.toHaveBeenCalled();
});

it("draws the form afresh when Back restores it from the browser's memory", () => {
  renderCheckout(course);
  window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
  expect(refresh).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
  expect(refresh).toHaveBeenCalledTimes(1);
});

it("sends a code typed but never verified, as the official client does (MeEdu applies it or ignores it)", async () => {
  createOrder.mockResolvedValue({ orderNo: "N5", total: 189, discount: 10, isPaid: false, payUrl: "http://pay/x" });
  renderCheckout(course);
  fireEvent.change(screen.getByRole("textbox", { name: "优惠码" }), { target: { value: " MEEDU10 " } });
  agree("付费内容购买协议");
  fireEvent.click(screen.getByRole("button", { name: "提交订单" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/order/pay?order_no=N5"));
  expect(checkPromoCode).not.toHaveBeenCalled();
  expect(createOrder).toHaveBeenCalledWith({ goodsType: "COURSE", goodsId: 2, promoCode: "MEEDU10", agreed: true });
});

it("keeps the member's unpaid order number in the browser, and nothing of an order paid at once", async () => {
  localStorage.clear();
  createOrder.mockResolvedValueOnce({ orderNo: "N10", total: 199, discount: 0, isPaid: false, payUrl: "http://pay/x" });
  renderWithStores(<CheckoutForm goods={course} agreementUrl={PAID_CONTENT_PROTOCOL} />, {
    user: makeUser({ id: 7 }),
  });
  agree("付费内容购买协议");
  fireEvent.click(screen.getByRole("button", { name: "提交订单" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/order/pay?order_no=N10"));
  expect(readUnpaidOrders(7)).toEqual([
    { orderNo: "N10", goodsType: "COURSE", goodsId: 2, goodsName: "Python 数据分析实战" },
  ]);
  expect(localStorage.getItem(unpaidOrdersKey(7))).not.toMatch(/199|pay\/x/);
});
