import type { Currency } from '../../shared/ui';

export type PlanId = 'basic' | 'professional';

export interface PlanPreview {
  id: PlanId;
  /** Monthly price in cents. */
  cents: number;
  currency: Currency;
}

/**
 * Indicative prices shown until the membership product list (GET products) is wired in; the
 * real products, with their periods and coupons, will come from the server.
 */
export const PLAN_PREVIEWS: readonly PlanPreview[] = [
  { id: 'basic', cents: 0, currency: 'CNY' },
  { id: 'professional', cents: 2990, currency: 'CNY' },
];

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
