import { isBlank } from '@slidecraft/contract';
import { useState } from 'react';

/** Per-field messages of a form; editing a field clears its message. */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const edit =
    <V>(field: F, set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
    };
  return { errors, setErrors, edit };
}

/** antd Form.Item status for a field message. */
export function statusOf(error: string | undefined): 'error' | undefined {
  return error ? 'error' : undefined;
}

/** A typed field's message: `empty` when it is blank, `invalid` when `valid` says no. */
export function fieldError(
  value: string,
  valid: (value: string) => boolean,
  messages: { empty: string; invalid: string },
): string | undefined {
  if (isBlank(value)) return messages.empty;
  return valid(value) ? undefined : messages.invalid;
}
