import type { Product } from '@slidecraft/contract';

export type PlanId = 'basic' | 'professional';

/** The comparison cards, in order. */
export const PLAN_IDS: readonly PlanId[] = ['basic', 'professional'];

const MONTHLY_PRODUCT_ID = 'pro-monthly';
const MONTH_DAYS = 30;

export interface MonthlyPrice {
  /** Cents (fen) per month. */
  cents: number;
  /** True when averaged from a longer plan (there is no monthly plan in the catalogue). */
  averaged: boolean;
}

/**
 * The professional card's price, from the catalogue (GET /api/products): the monthly plan's
 * price, or else the cheapest plan's price per 30 days; null when no plan has a duration.
 */
export function professionalMonthlyPrice(products: readonly Product[]): MonthlyPrice | null {
  const monthly = products.find((p) => p.id === MONTHLY_PRODUCT_ID);
  if (monthly) return { cents: monthly.price.pay, averaged: false };
  let best: MonthlyPrice | null = null;
  for (const p of products) {
    if (p.durationDays === null || p.durationDays <= 0) continue;
    const cents = Math.round((p.price.pay * MONTH_DAYS) / p.durationDays);
    if (best === null || cents < best.cents)
      best = { cents, averaged: p.durationDays !== MONTH_DAYS };
  }
  return best;
}

/** A right is described by text per plan (pricing:compare.rows.*) or is included or not. */
export type RightRow =
  | { kind: 'text'; key: 'generation' | 'aiPoints' | 'projects' | 'templates' }
  | { kind: 'flag'; key: 'deepThinking' | 'pptx'; basic: boolean; professional: boolean };

/** Rows of the rights comparison (spec section 1: non-members are limited in these). */
export const RIGHT_ROWS: readonly RightRow[] = [
  { kind: 'text', key: 'generation' },
  { kind: 'text', key: 'aiPoints' },
  { kind: 'text', key: 'projects' },
  { kind: 'text', key: 'templates' },
  { kind: 'flag', key: 'deepThinking', basic: true, professional: true },
  { kind: 'flag', key: 'pptx', basic: true, professional: true },
];
