import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../pay/tables.js';
import { promoCodes, userCoupons } from './tables.js';

type OrderRow = typeof orders.$inferSelect;

/** What a paid order whose coupon or promo use another paid order had spent is flagged with. */
export const REDUCTION_SPENT = 'reduction spent:';

/** The reductions an order names. */
export interface Reductions {
  userId: string;
  couponId: string | null;
  promoCode: string | null;
}

export type Reduction = 'coupon' | 'promo';

/** A reduction a new order cannot take now. */
export interface Held {
  reduction: Reduction;
  /** The buyer's own open orders holding it: closing them (at their provider) frees it. */
  ownHolders: OrderRow[];
}

/** Orders that hold a reduction: open and still payable (providers refuse past expiresAt). */
const holding = (now: Date) => and(eq(orders.status, 'open'), gt(orders.expiresAt, now));

/** Paid orders that spent a promo code (one flagged as spent elsewhere did not). */
export const spentPromo = (code?: string) =>
  and(
    code === undefined ? sql`${orders.promoCode} is not null` : eq(orders.promoCode, code),
    eq(orders.status, 'paid'),
    sql`position(${REDUCTION_SPENT} in coalesce(${orders.flagged}, '')) = 0`,
  );

/** How many paid orders spent the promo code (but for the order in hand). */
export async function paidUses(db: Db, code: string, except?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(spentPromo(code), except ? ne(orders.orderNumber, except) : undefined));
  return row?.n ?? 0;
}

/** The coupon's row, locked for the transaction. */
async function lockCoupon(tx: Db, couponId: string) {
  const [coupon] = await tx
    .select({
      code: userCoupons.code,
      usedAt: userCoupons.usedAt,
      orderNumber: userCoupons.orderNumber,
    })
    .from(userCoupons)
    .where(eq(userCoupons.id, couponId))
    .for('update');
  return coupon;
}

/** The promo code's `--uses` (null: no limit, or no such code), its row locked when asked. */
async function maxUsesOf(db: Db, code: string, lock: boolean): Promise<number | null> {
  const query = db
    .select({ maxUses: promoCodes.maxUses })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  const [promo] = lock ? await query.for('update') : await query;
  return promo?.maxUses ?? null;
}

/**
 * In the transaction that opens an order: locks the rows of the coupon and promo code it names
 * (openings and settlements with them take turns) and answers those it cannot take. A coupon is
 * held by one open order; a promo code with `--uses` by as many as its uses not yet paid.
 */
export async function lockHolds(tx: Db, order: Reductions, now: Date): Promise<Held[]> {
  const held: Held[] = [];
  const own = (rows: OrderRow[]) => rows.filter((row) => row.userId === order.userId);
  if (order.couponId) {
    const coupon = await lockCoupon(tx, order.couponId);
    const holders = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.couponId, order.couponId), holding(now)));
    if (!coupon || coupon.usedAt) held.push({ reduction: 'coupon', ownHolders: [] });
    else if (holders.length > 0) held.push({ reduction: 'coupon', ownHolders: own(holders) });
  }
  if (order.promoCode) {
    const maxUses = await maxUsesOf(tx, order.promoCode, true);
    if (maxUses !== null) {
      const paid = await paidUses(tx, order.promoCode);
      const holders = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.promoCode, order.promoCode), holding(now)))
        .orderBy(desc(orders.createdAt));
      const mine = own(holders);
      const others = holders.length - mine.length;
      if (mine.length > 0) {
        // A buyer holds one use at a time, so one account cannot tie up a code's uses with an
        // order per plan and method: the new order takes the use over (its own earlier orders
        // closed) when the paid and other buyers' orders leave one.
        held.push({ reduction: 'promo', ownHolders: paid + others < maxUses ? mine : [] });
      } else if (paid + others >= maxUses) {
        held.push({ reduction: 'promo', ownHolders: [] });
      }
    }
  }
  return held;
}

/**
 * In the settlement transaction: spends the paid order's coupon and promo use, their rows locked,
 * so that of two orders settled at once with one coupon (or a promo code's last use) one spends
 * it. Answers why it cannot when another paid order spent it first; nothing is spent then.
 */
export async function spendReductions(tx: Db, order: OrderRow, now: Date): Promise<string | null> {
  const coupon = order.couponId ? await lockCoupon(tx, order.couponId) : undefined;
  if (coupon?.usedAt && coupon.orderNumber !== order.orderNumber) {
    return `coupon ${coupon.code} used by ${coupon.orderNumber} already`;
  }
  if (order.promoCode) {
    const maxUses = await maxUsesOf(tx, order.promoCode, true);
    const paid = maxUses === null ? 0 : await paidUses(tx, order.promoCode, order.orderNumber);
    if (maxUses !== null && paid >= maxUses) {
      return `promo code ${order.promoCode} has no use left (${paid}/${maxUses} paid)`;
    }
  }
  if (coupon && !coupon.usedAt) {
    await tx
      .update(userCoupons)
      .set({ usedAt: now, orderNumber: order.orderNumber })
      .where(eq(userCoupons.id, order.couponId!));
  }
  return null;
}

/**
 * The open orders that can no longer get a reduction the paid order just spent: the other
 * holders of its coupon, and of its promo code once no use is left. Closed by settlement, so
 * their QR codes stop taking money that would only be refunded.
 */
export async function spentHolders(db: Db, paid: OrderRow, now: Date): Promise<OrderRow[]> {
  const others = (reduction: ReturnType<typeof eq>) =>
    db
      .select()
      .from(orders)
      .where(and(reduction, holding(now), ne(orders.orderNumber, paid.orderNumber)));
  const found = paid.couponId ? await others(eq(orders.couponId, paid.couponId)) : [];
  if (paid.promoCode) {
    const maxUses = await maxUsesOf(db, paid.promoCode, false);
    if (maxUses !== null && (await paidUses(db, paid.promoCode)) >= maxUses) {
      found.push(...(await others(eq(orders.promoCode, paid.promoCode))));
    }
  }
  return found.filter(
    (row, i) => found.findIndex((other) => other.orderNumber === row.orderNumber) === i,
  );
}
