/** The two pages of an order the member is paying for: each address names the order by its number. */
export type OrderPage = "/order/pay" | "/order/success";

export const orderPageHref = (page: OrderPage, orderNo: string) => `${page}?order_no=${encodeURIComponent(orderNo)}`;
