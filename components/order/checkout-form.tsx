"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api/errors";
import type { CheckoutGoods } from "@/lib/api/orders-types";
import { createOrder, payableAmount } from "@/lib/api/orders";
import { goodsDestination, savePendingOrder } from "@/lib/browser/pending-order";
import { PromoCodeField, type AppliedPromo } from "./promo-code-field";

interface CheckoutFormProps {
  goods: CheckoutGoods;
  vipProtocolUrl: string;
}

export function CheckoutForm({ goods, vipProtocolUrl }: CheckoutFormProps) {
  const router = useRouter();
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const needsAgreement = goods.type === "ROLE";
  const discount = promo?.discount ?? 0;

  const submit = async () => {
    if (inFlight.current) return;
    if (needsAgreement && !agreed) {
      toast.error("请同意《会员服务协议》");
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const order = await createOrder({ goodsType: goods.type, goodsId: goods.id, promoCode: promo?.code ?? "" });
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
      router.push(`/order/pay?order_no=${encodeURIComponent(order.orderNo)}`);
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
        <PromoCodeField total={goods.charge} onApply={setPromo} />
      </section>
      {needsAgreement && (
        <label className="flex items-center gap-2 py-5 text-sm text-gray-600">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            className="h-4 w-4 accent-primary-ink"
          />
          <span>
            我已阅读并同意
            <a
              href={vipProtocolUrl || undefined}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary-ink"
            >
              《会员服务协议》
            </a>
          </span>
        </label>
      )}
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
