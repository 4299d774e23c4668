import { useState } from "react";
import { isApiError } from "@/lib/api/errors";
import { checkPromoCode } from "@/lib/api/orders";

export interface AppliedPromo {
  code: string;
  discount: number;
}

interface PromoCodeFieldProps {
  total: number;
  onApply: (promo: AppliedPromo | null) => void;
  /** What is typed, verified or not. */
  onCodeChange?: (code: string) => void;
}

// 验证 asks the API whether this member may use the code (can_use); the tip shows the discount capped at the price.
export function PromoCodeField({ total, onApply, onCodeChange }: PromoCodeFieldProps) {
  const [code, setCode] = useState("");
  const [tip, setTip] = useState<{ ok: boolean; text: string } | null>(null);
  const [checking, setChecking] = useState(false);

  const verify = async () => {
    const value = code.trim();
    if (!value || checking) return;
    setChecking(true);
    try {
      const result = await checkPromoCode(value);
      if (!result.canUse) {
        onApply(null);
        setTip({ ok: false, text: "此优惠码无效，请重新输入验证" });
        return;
      }
      onApply({ code: value, discount: result.discount });
      setTip({ ok: true, text: `此优惠码有效，已减免${Math.min(result.discount, total)}元` });
    } catch (error) {
      onApply(null);
      const transport = isApiError(error) && error.kind === "transport";
      setTip({ ok: false, text: transport ? error.message : "此优惠码无效，请重新输入验证" });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div>
      <div className="flex items-center gap-3">
        <input
          aria-label="优惠码"
          placeholder="请输入优惠码"
          value={code}
          maxLength={64}
          onChange={(event) => {
            setCode(event.target.value);
            setTip(null);
            onApply(null);
            onCodeChange?.(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") void verify();
          }}
          className="h-10 w-64 rounded border border-gray-300 px-3 text-sm outline-none focus:border-primary-ink focus:ring-1 focus:ring-primary-ink max-sm:w-auto max-sm:min-w-0 max-sm:flex-1"
        />
        <button
          type="button"
          onClick={() => void verify()}
          disabled={checking || code.trim() === ""}
          className="h-10 rounded border border-primary px-5 max-sm:shrink-0 text-sm text-primary-ink hover:bg-primary-ink hover:text-white disabled:opacity-50"
        >
          验证
        </button>
      </div>
      {tip && (
        <p role="status" className={`mt-2 text-sm ${tip.ok ? "text-green-700" : "text-red-600"}`}>
          {tip.text}
        </p>
      )}
    </div>
  );
}
