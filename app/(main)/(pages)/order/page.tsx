import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CheckoutForm } from "@/components/order/checkout-form";
import { GoodsSummary } from "@/components/order/goods-summary";
import { parseGoodsType } from "@/lib/api/orders";
import { COURSE_ACCESS_LABELS } from "@/lib/shared/course-watchable";
import { firstParam, positiveIntParam, type SearchParams } from "@/lib/shared/search-params";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { loadCheckoutGoods } from "@/lib/server/checkout-goods";
import { loadForMember } from "@/lib/server/member-data";

export const metadata: Metadata = { title: "收银台" };

export default async function OrderPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const type = parseGoodsType(firstParam(query.goods_type));
  const id = positiveIntParam(query.goods_id);
  if (!type || !id) notFound();
  const path = `/order?goods_type=${type === "ROLE" ? "role" : "vod"}&goods_id=${id}`;
  const [{ goods, owned }, config] = await Promise.all([
    loadForMember(path, (token) => loadCheckoutGoods(type, id, token)),
    loadSystemConfig(),
  ]);

  return (
    <div className="mx-auto max-w-site px-4 py-8 max-sm:py-4">
      <h1 className="mb-6 text-xl font-medium text-gray-900">收银台</h1>
      <div className="rounded-lg bg-white p-8 shadow-sm max-sm:p-4">
        <GoodsSummary goods={goods} />
        {owned ? (
          <div className="pt-6 text-center">
            <p className="text-gray-600">{COURSE_ACCESS_LABELS[owned]}，无需下单</p>
            <Link
              prefetch={false}
              href={`/courses/detail/${goods.id}`}
              className="mt-4 inline-block text-primary-ink hover:underline"
            >
              去学习
            </Link>
          </div>
        ) : (
          <CheckoutForm
            goods={goods}
            agreementUrl={(type === "ROLE" ? config?.vip_protocol : config?.paid_content_purchase_protocol) ?? ""}
          />
        )}
      </div>
    </div>
  );
}
