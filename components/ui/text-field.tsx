import { useId, type HTMLInputTypeAttribute, type ReactNode } from "react";
import { FieldError } from "./field-error";

export interface TextFieldProps {
  /** Accessible name; visually hidden, the placeholder is the visible hint. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel";
  maxLength?: number;
  /** Rendered to the right of the input (captcha image, SMS button). */
  trailing?: ReactNode;
  /** The field a dialog focuses when it opens (Headless UI's data-autofocus). */
  focusFirst?: boolean;
}

export function TextField(props: TextFieldProps) {
  const {
    label,
    value,
    onChange,
    error,
    type = "text",
    placeholder,
    autoComplete,
    inputMode,
    maxLength,
    trailing,
    focusFirst,
  } = props;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mb-5">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          data-autofocus={focusFirst || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-10 min-w-0 flex-1 rounded border px-3 text-sm outline-none transition-colors placeholder:text-gray-500 focus:border-primary-ink focus:ring-1 focus:ring-primary-ink ${
            error ? "border-red-400" : "border-gray-300"
          }`}
        />
        {trailing}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
