import { useId, type ReactNode } from "react";
import { FieldError } from "@/components/ui/field-error";

export interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  userProtocolUrl: string;
  privacyPolicyUrl: string;
  error?: string;
}

function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary-ink hover:underline">
      {children}
    </a>
  );
}

/** 我已阅读并同意《用户协议》《隐私政策》; links open in a new tab. */
export function AgreementCheckbox({
  checked,
  onChange,
  userProtocolUrl,
  privacyPolicyUrl,
  error,
}: AgreementCheckboxProps) {
  const errorId = useId();
  return (
    <div className="mb-5">
      <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-600">
        <input
          type="checkbox"
          aria-label="我已阅读并同意《用户协议》《隐私政策》"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-4 w-4 accent-primary-ink"
        />
        <span>
          我已阅读并同意
          <PolicyLink href={userProtocolUrl}>《用户协议》</PolicyLink>
          <PolicyLink href={privacyPolicyUrl}>《隐私政策》</PolicyLink>
        </span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
