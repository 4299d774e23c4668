import { render, screen } from "@testing-library/react";
import OrderSuccessPage from "@/app/(main)/(pages)/order/success/page";
import { loadForMember } from "@/lib/server/member-data";

jest.mock("@/lib/server/member-data", () => ({ loadForMember: jest.fn() }));

it.each([[{}], [{ order_no: "" }], [{ order_no: "<script>" }]])(
  "/order/success without a usable order_no explains and links to 我的订单 (%p)",
  async (query) => {
    render(await OrderSuccessPage({ searchParams: Promise.resolve(query) }));
    expect(screen.getByRole("heading", { name: "未找到订单信息" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "我的订单" })).toHaveAttribute("href", "/member/orders");
    expect(loadForMember).not.toHaveBeenCalled();
  },
);
