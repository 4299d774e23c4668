import type { Ref } from "react";
import type { GoodsType } from "@/lib/api/orders-types";

/** The agreement MeEdu requires before an order (agree_protocol): VIP plans and paid content differ. */
export const PURCHASE_AGREEMENT_TITLES: Record<GoodsType, string> = {
  ROLE: "会员服务协议",
  COURSE: "付费内容购买协议",
};

export const purchaseAgreementRequired = (title: string) => `请同意《${title}》`;

interface PurchaseAgreementProps {
  title: string;
  /** The agreement page from the backend's config; an empty URL shows the title without a link. */
  href: string;
  /** The box itself: the form reads whether it is ticked when the order is submitted. */
  inputRef: Ref<HTMLInputElement>;
}

// Not a controlled input: what the box shows is what is sent, including a tick made before the
// page's script took over (a controlled box could show a tick its state does not have).
export function PurchaseAgreement({ title, href, inputRef }: PurchaseAgreementProps) {
  return (
    <label className="flex items-center gap-2 py-5 text-sm text-gray-600">
      <input ref={inputRef} type="checkbox" defaultChecked={false} className="h-4 w-4 accent-primary-ink" />
      <span>
        我已阅读并同意
        <a href={href || undefined} target="_blank" rel="noopener noreferrer" className="text-primary-ink">
          《{title}》
        </a>
      </span>
    </label>
  );
}
