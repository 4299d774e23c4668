import { useCallback, useState } from "react";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A required-field rule: the field and the message shown when it is blank. */
export type RequiredRule<K extends string> = readonly [field: K, message: string];

function emptyValues<K extends string>(fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, ""])) as Record<K, string>;
}

export interface AuthForm<K extends string> {
  values: Record<K, string>;
  errors: FieldErrors<K>;
  setValue(field: K, value: string): void;
  setError(field: K, message: string): void;
  clearErrors(): void;
  /** Marks every blank field of `rules` and returns true when none is blank. */
  validate(rules: readonly RequiredRule<K>[]): boolean;
}

// Values and inline errors of a small dialog form. Editing a field clears its error.
export function useAuthForm<K extends string>(fields: readonly K[]): AuthForm<K> {
  const [values, setValues] = useState<Record<K, string>>(() => emptyValues(fields));
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const setValue = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const setError = useCallback((field: K, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  const clearErrors = useCallback(() => setErrors({}), []);

  const validate = useCallback(
    (rules: readonly RequiredRule<K>[]): boolean => {
      const found: FieldErrors<K> = {};
      for (const [field, message] of rules) {
        if (values[field].trim() === "" && !found[field]) found[field] = message;
      }
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    [values],
  );

  return { values, errors, setValue, setError, clearErrors, validate };
}
