"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { fetchCourseAccess } from "@/lib/api/courses";
import { isApiError } from "@/lib/api/errors";
import type { CheckoutGoods } from "@/lib/api/orders-types";
import { createOrder, payableAmount } from "@/lib/api/orders";
import { goodsDestination, savePendingOrder } from "@/lib/browser/pending-order";
import { rememberUnpaidOrder } from "@/lib/browser/unpaid-orders";
import { orderPageHref } from "@/lib/shared/order-page-href";
import { useUserStore } from "@/lib/stores/store-provider";
import { PromoCodeField, type AppliedPromo } from "./promo-code-field";
import { PURCHASE_AGREEMENT_TITLES, PurchaseAgreement, purchaseAgreementRequired } from "./purchase-agreement";

interface CheckoutFormProps {
  goods: CheckoutGoods;
  /** The goods type's agreement page from the config: vip_protocol or paid_content_purchase_protocol. */
  agreementUrl: string;
}

/** Shown when the course became the member's after this form was drawn. */
const ALREADY_OWNED_MESSAGE = "你已可以学习本课程，无需下单";

/**
 * MeEdu creates an order for a course the member already has (the client must check), and this
 * form may be older than the purchase: restored by Back after paying, or open in a second tab.
 * A read that fails says nothing: the order goes ahead, as it would have.
 */
const ownsCourseNow = (courseId: number) =>
  fetchCourseAccess(courseId).then(
    (access) => access.isBuy,
    () => false,
  );

// MeEdu refuses every order without agree_protocol 1, so the member ticks the agreement first
// (the official clients ask too); the order is never sent as agreed on their behalf.
export function CheckoutForm({ goods, agreementUrl }: CheckoutFormProps) {
  const router = useRouter();
  const memberId = useUserStore((state) => state.user?.id ?? null);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  // A code typed but never verified still goes with the order, as the official client sends it:
  // MeEdu applies it when it is valid (the pay page shows what is due) and ignores it otherwise.
  const typedCode = useRef("");
  const agreement = useRef<HTMLInputElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const agreementTitle = PURCHASE_AGREEMENT_TITLES[goods.type];
  const discount = promo?.discount ?? 0;

  // Back after paying restores this page from the browser's memory: draw it afresh from the server.
  useEffect(() => {
    const redraw = (event: PageTransitionEvent) => {
      if (event.persisted) router.refresh();
    };
    window.addEventListener("pageshow", redraw);
    return () => window.removeEventListener("pageshow", redraw);
  }, [router]);

  const submit = async () => {
    if (inFlight.current) return;
    const agreed = agreement.current?.checked === true;
    if (!agreed) {
      toast.error(purchaseAgreementRequired(agreementTitle));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    if (goods.type === "COURSE" && (await ownsCourseNow(goods.id))) {
      toast.error(ALREADY_OWNED_MESSAGE);
      router.refresh(); // the page now says why there is nothing to buy
      inFlight.current = false;
      setSubmitting(false);
      return;
    }
    try {
      const order = await createOrder({
        goodsType: goods.type,
        goodsId: goods.id,
        promoCode: promo?.code ?? typedCode.current.trim(),
        agreed,
      });
      if (order.isPaid) {
        toast.success("支付成功");
        router.replace(goodsDestination(goods.type, goods.id));
        router.refresh();
        return;
      }
      savePendingOrder({
        orderNo: order.orderNo,
        payUrl: order.payUrl,
        total: order.total,
        discount: order.discount,
        goodsType: goods.type,
        goodsId: goods.id,
        goodsName: goods.name,
      });
      if (memberId) {
        rememberUnpaidOrder(memberId, {
          orderNo: order.orderNo,
          goodsType: goods.type,
          goodsId: goods.id,
          goodsName: goods.name,
        });
      }
      router.push(orderPageHref("/order/pay", order.orderNo));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "下单失败，请稍后再试");
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <>
      <section className="border-b border-gray-100 py-6">
        <h2 className="mb-4 text-base font-medium text-gray-900">优惠码</h2>
        <PromoCodeField total={goods.charge} onApply={setPromo} onCodeChange={(code) => (typedCode.current = code)} />
      </section>
      <PurchaseAgreement title={agreementTitle} href={agreementUrl} inputRef={agreement} />
      <div className="flex flex-wrap items-center justify-end gap-6 pt-6">
        {discount > 0 && <span className="text-sm text-gray-500">已优惠 ￥{Math.min(discount, goods.charge)}</span>}
        <p className="text-sm text-gray-600">
          需支付 <strong className="text-2xl text-red-600">￥{payableAmount(goods.charge, discount)}</strong>
        </p>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={submitting}
          className="h-11 rounded-md bg-primary-ink px-10 text-base text-white hover:bg-primary-dark disabled:opacity-60"
        >
          {submitting ? "提交中…" : "提交订单"}
        </button>
      </div>
      <p className="mt-3 text-right text-xs text-gray-500">请在15分钟内支付完成</p>
    </>
  );
}
