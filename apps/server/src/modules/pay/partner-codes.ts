import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, partnerCodes } from './tables.js';

/** A paid joint order and the partner code it took (null: none yet, the stock was empty). */
export interface JointOrder {
  orderNumber: string;
  paidAt: Date | null;
  code: string | null;
}

/** The user's paid orders of a joint plan, the newest first (at most `limit`). */
export function paidJointOrders(
  db: Db,
  userId: string,
  productId: string,
  limit: number,
): Promise<JointOrder[]> {
  return db
    .select({
      orderNumber: orders.orderNumber,
      paidAt: orders.paidAt,
      code: partnerCodes.code,
    })
    .from(orders)
    .leftJoin(partnerCodes, eq(partnerCodes.orderNumber, orders.orderNumber))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.productId, productId),
        eq(orders.isUnion, true),
        eq(orders.status, 'paid'),
      ),
    )
    .orderBy(desc(orders.paidAt))
    .limit(limit);
}

/** The partners' codes of joint plans as an operator keeps them (`npm run admin -- union`). */
export class PartnerCodeStock {
  constructor(private readonly db: Db) {}

  /** Per joint plan, by id: the codes in stock and those given out. */
  async perJointPlan(): Promise<{ id: string; free: number; given: number }[]> {
    const result = (await this.db.execute(sql`
      select p.id, count(c.code) filter (where c.order_number is null) as free,
             count(c.code) filter (where c.order_number is not null) as given
      from products p left join partner_codes c on c.product_id = p.id
      where p.is_union_product group by p.id order by p.id`)) as unknown as {
      rows: { id: string; free: string; given: string }[];
    };
    return result.rows.map((r) => ({ id: r.id, free: Number(r.free), given: Number(r.given) }));
  }

  /** Adds the codes to the plan's stock (those there already are skipped); how many were added. */
  async add(productId: string, codes: readonly string[]): Promise<number> {
    let added = 0;
    for (let i = 0; i < codes.length; i += 1000) {
      const rows = await this.db
        .insert(partnerCodes)
        .values(codes.slice(i, i + 1000).map((code) => ({ code, productId })))
        .onConflictDoNothing()
        .returning({ code: partnerCodes.code });
      added += rows.length;
    }
    return added;
  }
}
