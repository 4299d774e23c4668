import { TextField } from "@/components/ui/text-field";
import { normalizeMobileInput } from "./mobile-input";
import type { AuthForm } from "./use-auth-form";

export function MobileField({ form }: { form: Pick<AuthForm<"mobile">, "values" | "errors" | "setValue"> }) {
  return (
    <TextField
      label="手机号"
      value={form.values.mobile}
      onChange={(value) => form.setValue("mobile", normalizeMobileInput(value))}
      error={form.errors.mobile}
      placeholder="请输入手机号"
      autoComplete="tel"
      inputMode="tel"
      maxLength={20}
      // Every form that asks for a mobile starts with it: a dialog opens with the cursor there.
      focusFirst
    />
  );
}
