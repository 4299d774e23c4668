// Normalised shapes for promo codes and orders.

export type GoodsType = "COURSE" | "ROLE";

/** What /order sells, always loaded from the API (never from the URL). */
export interface CheckoutGoods {
  type: GoodsType;
  id: number;
  name: string;
  thumb: string;
  charge: number;
  label: string;
}

export interface PromoCheck {
  canUse: boolean;
  discount: number;
}

export interface CreatedOrder {
  orderNo: string;
  total: number;
  discount: number;
  isPaid: boolean;
  payUrl: string;
}

export const ORDER_STATUS = { unpaid: 1, paying: 5, cancelled: 7, paid: 9 } as const;

export interface MemberOrderGoods {
  id: number;
  type: string;
  name: string;
  thumb: string;
}

export interface MemberOrder {
  id: number;
  orderNo: string;
  /** The order's price before any promo code: MeEdu's list does not say what was paid. */
  charge: number;
  /** Yuan refunded so far (MeEdu stores fen and sends yuan as a float). */
  refundAmount: number;
  statusText: string;
  createdAt: string;
  goods: MemberOrderGoods | null;
}
