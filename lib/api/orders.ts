import { apiRequest } from "./client";
import { absoluteUrl, asFlag, asList, asNumber, asRecord, asString, type OriginSource } from "./normalize";
import type { CreatedOrder, GoodsType, MemberOrder, PromoCheck } from "./orders-types";
import type { PageOf } from "./paging";

export const ORDERS_PER_PAGE = 10;

/** `goods_type` from the URL: the course button sends "vod", the VIP page "role". */
export function parseGoodsType(value: string): GoodsType | null {
  const type = value.trim().toLowerCase();
  if (type === "vod" || type === "course") return "COURSE";
  if (type === "role") return "ROLE";
  return null;
}

export function payableAmount(total: number, discount: number): number {
  return Math.max(total - discount, 0);
}

export function normalizePromoCheck(raw: unknown): PromoCheck {
  const data = asRecord(raw);
  const promo = asRecord(data.promo_code);
  const canUse = asFlag(data.can_use) && Object.keys(promo).length > 0;
  return { canUse, discount: canUse ? Math.max(asNumber(promo.invited_user_reward), 0) : 0 };
}

export function normalizeCreatedOrder(raw: unknown): CreatedOrder {
  const data = asRecord(raw);
  return {
    orderNo: asString(data.order_no),
    total: asNumber(data.total),
    discount: asNumber(data.discount),
    isPaid: asFlag(data.is_paid),
    payUrl: asString(data.pay_url),
  };
}

export function normalizeMemberOrder(raw: unknown, assetOrigin: string): MemberOrder {
  const item = asRecord(raw);
  const first = asRecord(asList<unknown>(item.goods)[0]);
  return {
    id: asNumber(item.id),
    orderNo: asString(item.order_id),
    charge: asNumber(item.charge),
    refundAmount: Math.max(asNumber(item.refund_amount), 0),
    statusText: asString(item.status_text),
    createdAt: asString(item.created_at),
    goods: first.goods_id
      ? {
          id: asNumber(first.goods_id),
          type: asString(first.goods_type).toUpperCase(),
          name: asString(first.goods_name),
          thumb: absoluteUrl(asString(first.goods_thumb), assetOrigin),
        }
      : null,
  };
}

/** Laravel paginator → PageOf. */
export function normalizeOrderPage(raw: unknown, assetOrigin: string, perPage = ORDERS_PER_PAGE): PageOf<MemberOrder> {
  const data = asRecord(raw);
  const total = asNumber(data.total);
  return {
    items: asList<unknown>(data.data).map((item) => normalizeMemberOrder(item, assetOrigin)),
    page: Math.max(asNumber(data.current_page, 1), 1),
    lastPage: Math.max(asNumber(data.last_page, Math.ceil(total / perPage)), 1),
    perPage,
    total,
  };
}

/** Where an order's goods live on this site. */
export function goodsHref(type: string, id: number): string | null {
  if (type === "COURSE" && id > 0) return `/courses/detail/${id}`;
  if (type === "ROLE") return "/vip";
  return null;
}

/** Browser: `GET v2/promoCode/{code}/check`. */
export async function checkPromoCode(code: string): Promise<PromoCheck> {
  const raw = await apiRequest<unknown>(`v2/promoCode/${encodeURIComponent(code)}/check`, { silent: true });
  return normalizePromoCheck(raw);
}

export interface CreateOrderInput {
  goodsType: GoodsType;
  goodsId: number;
  promoCode: string;
  /** The member ticked the purchase agreement (会员服务协议 / 付费内容购买协议). */
  agreed: boolean;
}

/** Browser: `POST v3/order`. agree_protocol goes only with the member's consent; without it MeEdu refuses. */
export async function createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
  const raw = await apiRequest<unknown>("v3/order", {
    method: "POST",
    silent: true,
    body: {
      goods_type: input.goodsType,
      goods_id: input.goodsId,
      promo_code: input.promoCode,
      ...(input.agreed ? { agree_protocol: 1 } : {}),
    },
  });
  return normalizeCreatedOrder(raw);
}

/** `GET v2/order/status` → 1 unpaid, 5 paying, 7 cancelled, 9 paid. */
export async function fetchOrderStatus(orderNo: string, token?: string | null): Promise<number> {
  const raw = await apiRequest<unknown>("v2/order/status", { query: { order_id: orderNo }, token, silent: true });
  return asNumber(asRecord(raw).status);
}

export async function fetchMemberOrders(
  token: string,
  page: number,
  assetOrigin: OriginSource,
): Promise<PageOf<MemberOrder>> {
  const raw = await apiRequest<unknown>("v2/member/orders", {
    token,
    query: { page, page_size: ORDERS_PER_PAGE },
  });
  return normalizeOrderPage(raw, await assetOrigin);
}
