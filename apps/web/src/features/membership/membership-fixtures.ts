import type { OrderItem, Product } from '@slidecraft/contract';

/** Catalogue and order fixtures for tests (not a test file itself; no DOM or fetch here). */

/** A catalogue plan; `durationDays` null is a lifetime plan. */
export function buildProduct(
  id: string,
  pay: number,
  durationDays: number | null,
  overrides: Partial<Product> = {},
): Product {
  return {
    id,
    title: id,
    price: { currency: 'CNY', pay, original: 0 },
    tip: '',
    description: '',
    badge: '',
    isUnionProduct: false,
    select: false,
    rights: [{ icon: 'unlimited', title: '无限次生成 PPT' }],
    durationDays,
    ...overrides,
  };
}

/** The seeded catalogue's shape: monthly 29.9, quarterly 69, yearly 199 (selected), lifetime. */
export const CATALOGUE: Product[] = [
  buildProduct('pro-monthly', 2990, 30, { title: '专业版 月度会员' }),
  buildProduct('pro-quarterly', 6900, 90, { title: '专业版 季度会员' }),
  buildProduct('pro-yearly', 19900, 365, { title: '专业版 年度会员', select: true }),
  buildProduct('pro-lifetime', 39900, null, { title: '专业版 永久会员' }),
];

/** An order of the signed-in user. */
export function buildOrder(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    orderNumber: 'SC202611240000000000000001',
    productId: 'pro-monthly',
    productName: '专业版 月度会员',
    amount: 2990,
    currency: 'CNY',
    payment: 'wechat',
    status: 'open',
    createdAt: '2026-11-24T02:00:00.000Z',
    paidAt: null,
    endAt: null,
    isUnionProduct: false,
    ...overrides,
  };
}
