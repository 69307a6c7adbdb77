import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { spentPromo } from './reduction-orders.js';
import { orders } from './tables.js';

/** An order as the operator's list shows it. */
export interface ListedOrder {
  orderNumber: string;
  createdAt: Date;
  userId: string;
  productId: string;
  amount: number;
  currency: string;
  payment: string;
  status: string;
  paidAt: Date | null;
  flagged: string | null;
}

/** Which orders the operator's list shows: of one status, of one buyer (all when not given). */
export interface OrderFilter {
  status?: 'open' | 'paid' | 'closed';
  userId?: string;
}

/** What an operator reads of the orders (`npm run admin -- orders`, `promos list`). */
export class OrderAdmin {
  constructor(private readonly db: Db) {}

  /** The newest orders first (at most `limit`), of one status and buyer when asked. */
  list(filter: OrderFilter, limit: number): Promise<ListedOrder[]> {
    const where: SQL[] = [];
    if (filter.status !== undefined) where.push(eq(orders.status, filter.status));
    if (filter.userId !== undefined) where.push(eq(orders.userId, filter.userId));
    return this.db
      .select({
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        userId: orders.userId,
        productId: orders.productId,
        amount: orders.amount,
        currency: orders.currency,
        payment: orders.payment,
        status: orders.status,
        paidAt: orders.paidAt,
        flagged: orders.flagged,
      })
      .from(orders)
      .where(where.length > 0 ? and(...where) : undefined)
      .orderBy(desc(orders.createdAt))
      .limit(limit);
  }

  /**
   * How many paid orders spent each promo code (a paid order flagged as paid with a use spent
   * already did not spend one); codes no order spent are left out.
   */
  async promoPaidUses(): Promise<Map<string, number>> {
    const paid = await this.db
      .select({ code: orders.promoCode, n: count() })
      .from(orders)
      .where(spentPromo())
      .groupBy(orders.promoCode);
    return new Map(paid.map((r) => [r.code!, r.n]));
  }
}
