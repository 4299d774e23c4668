import type { Metadata } from "next";
import { PRIVATE_PAGE_ROBOTS } from "@/lib/server/page-metadata";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CheckoutForm } from "@/components/order/checkout-form";
import { GoodsSummary } from "@/components/order/goods-summary";
import { parseGoodsType } from "@/lib/api/orders";
import { COURSE_ACCESS_LABELS } from "@/lib/shared/course-watchable";
import { firstParam, positiveIntParam, type SearchParams } from "@/lib/shared/search-params";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { loadCheckoutGoods } from "@/lib/server/checkout-goods";
import { loadForMember } from "@/lib/server/member-data";

type OrderPageProps = { searchParams: Promise<SearchParams> };

/** The goods the address names, read once per request; unknown goods are a 404. */
const loadCheckout = cache(async (goodsType: string, goodsId: string) => {
  const type = parseGoodsType(goodsType);
  const id = positiveIntParam(goodsId);
  if (!type || !id) notFound();
  const path = `/order?goods_type=${type === "ROLE" ? "role" : "vod"}&goods_id=${id}`;
  return { type, ...(await loadForMember(path, (token) => loadCheckoutGoods(type, id, token))) };
});

const checkoutOf = async (searchParams: OrderPageProps["searchParams"]) => {
  const query = await searchParams;
  return loadCheckout(firstParam(query.goods_type), firstParam(query.goods_id));
};

// The metadata makes the same read, so a 404 here is titled 页面不存在 rather than 收银台.
export async function generateMetadata({ searchParams }: OrderPageProps): Promise<Metadata> {
  await checkoutOf(searchParams);
  return { title: "收银台", robots: PRIVATE_PAGE_ROBOTS };
}

export default async function OrderPage({ searchParams }: OrderPageProps) {
  const [{ type, goods, owned }, config] = await Promise.all([checkoutOf(searchParams), loadSystemConfig()]);

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
