import type { CSSProperties } from 'react';
import { moneyParts, type Currency } from './money-format';

export interface MoneyProps {
  /** Integer cents. */
  cents: number;
  currency?: Currency;
  /** Font size of the integer part; symbol and decimals are drawn smaller. */
  size?: number;
  style?: CSSProperties;
}

/** A price: currency symbol (¥ by default), the integer part and the optional decimal part. */
export function Money({ cents, currency = 'CNY', size = 16, style }: MoneyProps) {
  const p = moneyParts(cents, currency);
  const small = Math.max(12, Math.round(size * 0.6));
  return (
    <span className="sc-money" style={{ fontWeight: 600, whiteSpace: 'nowrap', ...style }}>
      {p.sign}
      <span style={{ fontSize: small }}>{p.symbol}</span>
      <span style={{ fontSize: size }}>{p.integer}</span>
      {p.decimal && <span style={{ fontSize: small }}>.{p.decimal}</span>}
    </span>
  );
}
