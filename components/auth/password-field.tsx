import { TextField } from "@/components/ui/text-field";
import type { AuthForm } from "./use-auth-form";

export interface PasswordFieldProps {
  form: Pick<AuthForm<"password">, "values" | "errors" | "setValue">;
  label?: string;
  placeholder?: string;
  autoComplete?: "new-password" | "current-password";
}

/** Defaults to the "new password" field of the reset and change-password forms. */
export function PasswordField(props: PasswordFieldProps) {
  const { form, label = "新密码", placeholder = "请输入新密码", autoComplete = "new-password" } = props;
  return (
    <TextField
      label={label}
      type="password"
      value={form.values.password}
      onChange={(value) => form.setValue("password", value)}
      error={form.errors.password}
      placeholder={placeholder}
      autoComplete={autoComplete}
    />
  );
}
