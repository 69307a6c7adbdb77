/** Currencies the API prices in; amounts are integer cents (spec section 9). */
export type Currency = 'CNY' | 'USD';

const SYMBOL: Record<Currency, string> = { CNY: '¥', USD: '$' };

export interface MoneyParts {
  sign: '' | '-';
  symbol: string;
  integer: string;
  /** Digits after the point without trailing zeros, or '' for a whole amount. */
  decimal: string;
}

/** Splits an amount in cents into what <Money> shows: ¥ or $, integer part, optional decimals. */
export function moneyParts(cents: number, currency: Currency = 'CNY'): MoneyParts {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  const abs = Math.abs(safe);
  const integer = Math.floor(abs / 100).toString();
  const decimal = (abs % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return { sign: safe < 0 ? '-' : '', symbol: SYMBOL[currency] ?? SYMBOL.CNY, integer, decimal };
}

/** The amount as one string, e.g. `¥29.9`. */
export function formatMoney(cents: number, currency: Currency = 'CNY'): string {
  const p = moneyParts(cents, currency);
  return `${p.sign}${p.symbol}${p.integer}${p.decimal ? `.${p.decimal}` : ''}`;
}
