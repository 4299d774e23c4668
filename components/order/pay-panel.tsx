"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { QrImage } from "@/components/ui/qr-image";
import { toast } from "@/components/ui/toast-store";
import { ORDER_STATUS } from "@/lib/api/orders-types";
import { payableAmount } from "@/lib/api/orders";
import { goodsDestination } from "@/lib/browser/pending-order";
import { forgetUnpaidOrders } from "@/lib/browser/unpaid-orders";
import { orderPageHref } from "@/lib/shared/order-page-href";
import { useUserStore } from "@/lib/stores/store-provider";
import { UNPAID_ORDER_MESSAGE } from "./unpaid-order-notice";
import { useOrderStatus } from "./use-order-status";
import { usePendingOrder } from "./use-pending-order";

/** 已完成支付 pressed while the API has no payment yet (the money may still be on its way). */
/**
 * MeEdu tells the front end nothing about which payments a school has on (no config key; the
 * v2 payments list is gone since 4.9.14): its cashier at pay_url lists them, online or 线下支付.
 */
export const PAY_HINT = "请使用手机扫码打开收银台，按收银台列出的方式完成支付";

export const NOT_PAID_YET =
  "暂未收到您的付款。如已支付，请稍候片刻，到账后页面会自动跳转；如尚未支付，请扫码完成支付。";

interface PayPanelProps {
  orderNo: string;
  initialStatus: number;
}

export function PayPanel({ orderNo, initialStatus }: PayPanelProps) {
  const router = useRouter();
  const memberId = useUserStore((state) => state.user?.id ?? null);
  const order = usePendingOrder(orderNo);
  const { status, recheck, checking } = useOrderStatus(orderNo, initialStatus);
  const settled = useRef(false);
  const [notice, setNotice] = useState("");
  const backTo = order ? goodsDestination(order.goodsType, order.goodsId) : "/member/orders";

  useEffect(() => {
    if (settled.current) return;
    if ((status === ORDER_STATUS.paid || status === ORDER_STATUS.cancelled) && memberId) {
      forgetUnpaidOrders(memberId, [orderNo]);
    }
    if (status === ORDER_STATUS.paid) {
      settled.current = true;
      toast.success("已成功支付");
      router.replace(orderPageHref("/order/success", orderNo));
    } else if (status === ORDER_STATUS.cancelled) {
      settled.current = true;
      toast.error("已取消");
      router.replace(backTo);
    }
  }, [status, orderNo, backTo, router, memberId]);

  const cancel = () => {
    toast.info(UNPAID_ORDER_MESSAGE);
    router.replace(backTo);
  };

  const confirmPaid = async () => {
    setNotice("");
    const latest = await recheck();
    if (latest !== ORDER_STATUS.paid && latest !== ORDER_STATUS.cancelled) setNotice(NOT_PAID_YET);
  };

  if (!order) {
    return (
      <div className="py-10 text-center text-gray-600">
        <p>支付信息已失效，请重新下单或在原页面完成支付。</p>
        <Link prefetch={false} href="/" className="mt-4 inline-block text-primary-ink hover:underline">
          返回首页
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-6 md:flex-row md:items-start">
      <div className="flex flex-col items-center">
        <QrImage value={order.payUrl} alt="支付二维码" size={200} className="rounded border border-gray-200" />
        <p className="mt-3 max-w-[220px] text-center text-sm text-gray-600">{PAY_HINT}</p>
        <a
          href={order.payUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 text-sm text-primary-ink hover:underline"
        >
          在新窗口打开收银台
        </a>
      </div>
      <div className="flex-1 space-y-3 text-sm text-gray-600">
        <dl className="space-y-3">
          <div className="flex gap-2">
            <dt>订单编号：</dt>
            <dd>{order.orderNo}</dd>
          </div>
          <div className="flex gap-2">
            <dt>商品：</dt>
            <dd>{order.goodsName}</dd>
          </div>
          <div className="flex gap-2">
            <dt>已折扣：</dt>
            <dd>￥{order.discount}</dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt>需支付：</dt>
            <dd className="text-2xl font-semibold text-red-600">￥{payableAmount(order.total, 0)}</dd>
          </div>
        </dl>
        <div className="flex gap-4 pt-4">
          <button
            type="button"
            onClick={cancel}
            className="h-10 rounded-md border border-gray-300 px-6 text-gray-700 hover:border-primary hover:text-primary-ink"
          >
            取消支付
          </button>
          <button
            type="button"
            onClick={() => void confirmPaid()}
            disabled={checking}
            className="h-10 rounded-md bg-primary-ink px-6 text-white hover:bg-primary-dark disabled:opacity-60"
          >
            已完成支付
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm text-orange-700">
          {notice}
        </p>
      </div>
    </div>
  );
}
