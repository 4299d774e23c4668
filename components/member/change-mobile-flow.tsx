import { useState } from "react";
import { MobileBindForm, type MobileBindInput } from "@/components/auth/mobile-bind-form";
import { toast } from "@/components/ui/toast-store";
import { changeMobile, verifyCurrentMobile } from "@/lib/api/account";

// 换绑手机号: verify the current number (→ sign), then bind the new one with that sign.
export function ChangeMobileFlow({ onDone }: { onDone: () => void }) {
  const [sign, setSign] = useState("");
  if (!sign) {
    return (
      <MobileStep
        key="verify"
        heading="第一步：验证原手机号"
        submitLabel="下一步"
        onSubmit={async (input) => {
          const value = await verifyCurrentMobile(input);
          if (!value) throw new Error("验证失败，请稍后再试");
          setSign(value);
        }}
      />
    );
  }
  return (
    <MobileStep
      key="change"
      heading="第二步：绑定新手机号"
      submitLabel="确认换绑"
      onSubmit={async (input) => {
        await changeMobile({ ...input, sign });
        toast.success("手机号已更换");
        onDone();
      }}
    />
  );
}

interface MobileStepProps {
  heading: string;
  submitLabel: string;
  onSubmit(input: MobileBindInput): Promise<void>;
}

function MobileStep({ heading, submitLabel, onSubmit }: MobileStepProps) {
  return (
    <div>
      <p className="mb-4 text-sm text-gray-600">{heading}</p>
      <MobileBindForm scene="mobile_bind" submitLabel={submitLabel} onSubmit={onSubmit} />
    </div>
  );
}
