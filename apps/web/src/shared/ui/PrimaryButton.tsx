import { Button, type ButtonProps } from 'antd';
import { useEffect, useRef, useState, type MouseEvent } from 'react';

export interface PrimaryButtonProps extends Omit<ButtonProps, 'onClick' | 'type'> {
  /** May return a promise: the button shows its loading state until it settles. */
  onClick?: (event: MouseEvent<HTMLElement>) => unknown;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * The brand (yellow) button. While its async handler runs it shows a spinner and ignores further
 * clicks, so a double click never sends a request twice. Errors are reported by whoever raised
 * them (the http client toasts), so a rejected handler only ends the loading state.
 */
export function PrimaryButton({ onClick, loading, ...rest }: PrimaryButtonProps) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (busyRef.current || loading === true) return;
    const result = onClick?.(event);
    if (!isThenable(result)) return;
    busyRef.current = true;
    setBusy(true);
    const done = () => {
      busyRef.current = false;
      if (mounted.current) setBusy(false);
    };
    result.then(done, done);
  };

  return <Button {...rest} type="primary" loading={busy || loading} onClick={handleClick} />;
}

export interface SubmitButtonProps extends Omit<PrimaryButtonProps, 'htmlType' | 'onClick'> {
  /** The form's action; may return a promise (the button shows its loading state meanwhile). */
  onSubmit: () => unknown;
}

/**
 * A form's submit button (Enter in a field presses it): it runs `onSubmit` in place of the
 * browser's submit.
 */
export function SubmitButton({ onSubmit, ...rest }: SubmitButtonProps) {
  return (
    <PrimaryButton
      {...rest}
      htmlType="submit"
      onClick={(event) => {
        event.preventDefault();
        return onSubmit();
      }}
    />
  );
}
