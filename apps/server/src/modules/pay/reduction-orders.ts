import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ReductionOrders } from '../promotion/reductions.js';
import { orders } from './tables.js';

type OrderRow = typeof orders.$inferSelect;

/** What a paid order whose coupon or promo use another paid order had spent is flagged with. */
export const REDUCTION_SPENT = 'reduction spent:';

/** Orders that hold a reduction: open and still payable (providers refuse past expiresAt). */
const holding = (now: Date) => and(eq(orders.status, 'open'), gt(orders.expiresAt, now));

/** Paid orders that spent a promo code (one flagged as spent elsewhere did not). */
export const spentPromo = (code?: string) =>
  and(
    code === undefined ? sql`${orders.promoCode} is not null` : eq(orders.promoCode, code),
    eq(orders.status, 'paid'),
    sql`position(${REDUCTION_SPENT} in coalesce(${orders.flagged}, '')) = 0`,
  );

/**
 * The orders' side of coupons and promo codes (what promotion's reductions ask), over the
 * database or inside the transaction that opens or settles an order.
 */
export function reductionOrders(db: Db): ReductionOrders<OrderRow> {
  return {
    holdingCoupon: (couponId, now) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.couponId, couponId), holding(now))),
    holdingPromo: (code, now) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.promoCode, code), holding(now)))
        .orderBy(desc(orders.createdAt)),
    async paidUses(code, except) {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(spentPromo(code), except ? ne(orders.orderNumber, except) : undefined));
      return row?.n ?? 0;
    },
  };
}
