import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { promoCodes, userCoupons } from './tables.js';

/** An order as coupons and promo codes see it: who bought, and the reductions it names. */
export interface ReductionOrder {
  orderNumber: string;
  userId: string;
  couponId: string | null;
  promoCode: string | null;
}

/**
 * What coupons and promo codes need to know of the orders, which are pay's: pay answers it
 * over the database or inside its own transaction (the one that opens or settles an order), so
 * the rows locked here and the orders read there are read in the same transaction.
 */
export interface ReductionOrders<O extends ReductionOrder = ReductionOrder> {
  /** Orders that hold the coupon: open and still payable at `now` (providers refuse after). */
  holdingCoupon(couponId: string, now: Date): Promise<O[]>;
  /** Orders that hold a use of the promo code: open and still payable at `now`, newest first. */
  holdingPromo(code: string, now: Date): Promise<O[]>;
  /** How many paid orders spent the promo code (but for the order `except`). */
  paidUses(code: string, except?: string): Promise<number>;
}

/** The reductions an order names. */
export type Reductions = Pick<ReductionOrder, 'userId' | 'couponId' | 'promoCode'>;

export type Reduction = 'coupon' | 'promo';

/** A reduction a new order cannot take now. */
export interface Held<O extends ReductionOrder = ReductionOrder> {
  reduction: Reduction;
  /** The buyer's own open orders holding it: closing them (at their provider) frees it. */
  ownHolders: O[];
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
 * In the transaction that opens an order (`orders` read in it too): locks the rows of the coupon
 * and promo code it names (openings and settlements with them take turns) and answers those it
 * cannot take. A coupon is held by one open order; a promo code with `--uses` by as many as its
 * uses not yet paid.
 */
export async function lockHolds<O extends ReductionOrder>(
  tx: Db,
  orders: ReductionOrders<O>,
  order: Reductions,
  now: Date,
): Promise<Held<O>[]> {
  const held: Held<O>[] = [];
  const own = (rows: O[]) => rows.filter((row) => row.userId === order.userId);
  if (order.couponId) {
    const coupon = await lockCoupon(tx, order.couponId);
    const holders = await orders.holdingCoupon(order.couponId, now);
    if (!coupon || coupon.usedAt) held.push({ reduction: 'coupon', ownHolders: [] });
    else if (holders.length > 0) held.push({ reduction: 'coupon', ownHolders: own(holders) });
  }
  if (order.promoCode) {
    const maxUses = await maxUsesOf(tx, order.promoCode, true);
    if (maxUses !== null) {
      const paid = await orders.paidUses(order.promoCode);
      const holders = await orders.holdingPromo(order.promoCode, now);
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
 * In the settlement transaction (`orders` read in it too): spends the paid order's coupon and
 * promo use, their rows locked, so that of two orders settled at once with one coupon (or a
 * promo code's last use) one spends it. Answers why it cannot when another paid order spent it
 * first; nothing is spent then.
 */
export async function spendReductions(
  tx: Db,
  orders: ReductionOrders,
  order: ReductionOrder,
  now: Date,
): Promise<string | null> {
  const coupon = order.couponId ? await lockCoupon(tx, order.couponId) : undefined;
  if (coupon?.usedAt && coupon.orderNumber !== order.orderNumber) {
    return `coupon ${coupon.code} used by ${coupon.orderNumber} already`;
  }
  if (order.promoCode) {
    const maxUses = await maxUsesOf(tx, order.promoCode, true);
    const paid = maxUses === null ? 0 : await orders.paidUses(order.promoCode, order.orderNumber);
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
export async function spentHolders<O extends ReductionOrder>(
  db: Db,
  orders: ReductionOrders<O>,
  paid: ReductionOrder,
  now: Date,
): Promise<O[]> {
  const others = (rows: O[]) => rows.filter((row) => row.orderNumber !== paid.orderNumber);
  const found = paid.couponId ? others(await orders.holdingCoupon(paid.couponId, now)) : [];
  if (paid.promoCode) {
    const maxUses = await maxUsesOf(db, paid.promoCode, false);
    if (maxUses !== null && (await orders.paidUses(paid.promoCode)) >= maxUses) {
      found.push(...others(await orders.holdingPromo(paid.promoCode, now)));
    }
  }
  return found.filter(
    (row, i) => found.findIndex((other) => other.orderNumber === row.orderNumber) === i,
  );
}
