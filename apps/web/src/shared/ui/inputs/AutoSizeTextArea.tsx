import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type TextareaHTMLAttributes,
} from 'react';

export interface AutoSizeTextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  value: string;
  /** Height grows with the text between these many lines; beyond the last it scrolls. */
  minRows: number;
  maxRows: number;
  /** Shows `n / max` under the box (red once over), counting with `length`. */
  count?: { max: number; length: (value: string) => number };
}

/**
 * A plain textarea that grows with its text, with an optional character count: what the home
 * box needs from antd's TextArea, without loading antd's form and input machinery on the home
 * page (docs/decisions.md, "Home page weight").
 */
export function AutoSizeTextArea({
  minRows,
  maxRows,
  count,
  className,
  value,
  ...rest
}: AutoSizeTextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const fit = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const style = window.getComputedStyle(el);
    const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5715 || 22;
    const chrome =
      parseFloat(style.paddingTop) +
      parseFloat(style.paddingBottom) +
      parseFloat(style.borderTopWidth) +
      parseFloat(style.borderBottomWidth);
    const min = minRows * line + (chrome || 0);
    const max = maxRows * line + (chrome || 0);
    el.style.height = 'auto';
    const wanted = el.scrollHeight + (parseFloat(style.borderTopWidth) || 0) * 2;
    el.style.height = `${Math.min(max, Math.max(min, wanted))}px`;
    el.style.overflowY = wanted > max ? 'auto' : 'hidden';
  }, [minRows, maxRows]);

  useLayoutEffect(fit, [fit, value]);
  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);

  const used = count ? count.length(value) : 0;
  return (
    <div className="sc-textarea">
      <textarea
        ref={ref}
        rows={minRows}
        value={value}
        className={['sc-textarea-input', className].filter(Boolean).join(' ')}
        {...rest}
      />
      {count && (
        <span
          className={used > count.max ? 'sc-textarea-count is-over' : 'sc-textarea-count'}
          aria-hidden
        >
          {`${used} / ${count.max}`}
        </span>
      )}
    </div>
  );
}
