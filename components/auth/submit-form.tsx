import type { ComponentPropsWithoutRef } from "react";

export interface SubmitFormProps extends Omit<ComponentPropsWithoutRef<"form">, "onSubmit" | "noValidate"> {
  /** Runs instead of the browser's submit; the fields show their own inline errors. */
  onSubmit: () => Promise<void>;
}

export function SubmitForm({ onSubmit, children, ...rest }: SubmitFormProps) {
  return (
    <form
      {...rest}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
