import type { CheckoutGoods } from "@/lib/api/orders-types";

// 购买信息: what is being bought, as the API describes it.
export function GoodsSummary({ goods }: { goods: CheckoutGoods }) {
  return (
    <section className="border-b border-gray-100 pb-6">
      <h2 className="mb-4 text-base font-medium text-gray-900">购买信息</h2>
      <div className="flex items-center gap-4 max-sm:gap-3">
        {goods.thumb ? (
          // API-hosted covers of any origin; next/image would need every school's host configured.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={goods.thumb}
            alt=""
            className="h-[90px] w-[120px] rounded object-cover max-sm:h-[60px] max-sm:w-20"
          />
        ) : (
          <div
            aria-hidden
            className="flex h-[90px] w-[120px] items-center justify-center rounded bg-amber-100 text-lg font-semibold text-amber-700 max-sm:h-[60px] max-sm:w-20"
          >
            VIP
          </div>
        )}
        <div className="flex-1 max-sm:min-w-0">
          <p className="text-base text-gray-900" data-testid="goods-name">
            {goods.name}
          </p>
          <p className="mt-2 text-sm text-gray-500">{goods.label}</p>
        </div>
        <p className="text-lg text-red-600" data-testid="goods-price">
          ￥{goods.charge}
        </p>
      </div>
    </section>
  );
}
