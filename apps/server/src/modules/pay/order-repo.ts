import { and, count, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from './tables.js';
import { addPackPoints, lockUser, setMembershipEnd } from '../user/membership.js';
import {
  lockHolds,
  spendReductions,
  spentHolders,
  type Held,
  type ReductionOrders,
} from '../promotion/reductions.js';
import { REDUCTION_SPENT, reductionOrders } from './reduction-orders.js';
import { recordEntitlement } from './entitlements.js';
import { assignPartnerCode, settleTeam, type TeamAccess } from './grants.js';

export type OrderRow = typeof orders.$inferSelect;
/** A new order's row, its reductions named (null when none). */
export type NewOrder = typeof orders.$inferInsert & {
  couponId: string | null;
  promoCode: string | null;
  teamId: string | null;
};

/** What a paid order grants besides extending the buyer's membership. */
export interface Grant {
  /** An AI pack's points: added to the user's packs instead of extending the membership. */
  packPoints?: number | null;
  /** A team plan's seats: the order's team is extended instead of the buyer. */
  teamSeats?: number | null;
  /** Bought once (paid content): a second paid order for the plan is flagged as a duplicate. */
  once?: boolean;
}

/** The outcome of settling a payment. */
export type Settlement =
  | {
      kind: 'settled';
      order: OrderRow;
      endAt: number;
      /** Whose rows changed: the buyer, or every member of the team a team plan was bought for. */
      changedUsers: string[];
      /**
       * Paid content bought once already: the paid order that bought it first. This order is
       * settled all the same (the money came in) and flagged for the operator to refund.
       */
      duplicateOf?: string;
      /**
       * Why its reduction was gone: another paid order had spent its coupon or its promo
       * code's last use. Settled all the same, granting nothing, and flagged for a refund.
       */
      reductionSpent?: string;
    }
  | { kind: 'already'; order: OrderRow }
  | { kind: 'unknown' };

export class OrderRepo {
  /** The orders that hold or spent coupons and promo codes (what the prices ask). */
  readonly reductions: ReductionOrders<OrderRow>;

  constructor(
    private readonly db: Db,
    /** The team module, which settles a team plan's team in the settlement's transaction. */
    private readonly teams: TeamAccess | null,
  ) {
    this.reductions = reductionOrders(db);
  }

  async find(orderNumber: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .limit(1);
    return row;
  }

  /**
   * Opens an order on these terms, or answers the open one to reuse (same buyer, plan, team,
   * method, channel, amount and reductions, not flagged, more than `validAfter` to live). An order
   * with a coupon or promo code is made only while it can hold them (lockHolds: the rows are
   * locked first, so two openings at once take turns); else the answer says which are held.
   */
  async open(
    row: NewOrder,
    validAfter: Date,
    now: Date,
  ): Promise<
    { order: OrderRow; held?: undefined } | { order?: undefined; held: Held<OrderRow>[] }
  > {
    return this.db.transaction(async (tx) => {
      const held = await lockHolds(tx, reductionOrders(tx), row, now);
      const [reusable] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, row.userId),
            eq(orders.productId, row.productId),
            eq(orders.amount, row.amount),
            row.couponId ? eq(orders.couponId, row.couponId) : isNull(orders.couponId),
            row.promoCode ? eq(orders.promoCode, row.promoCode) : isNull(orders.promoCode),
            eq(orders.payment, row.payment),
            eq(orders.channel, row.channel),
            row.teamId ? eq(orders.teamId, row.teamId) : isNull(orders.teamId),
            eq(orders.status, 'open'),
            isNull(orders.flagged),
            sql`${orders.expiresAt} > ${validAfter.toISOString()}`,
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      if (reusable) return { order: reusable };
      if (held.length > 0) return { held };
      const [created] = await tx.insert(orders).values(row).returning();
      return { order: created! };
    });
  }

  /** The partner code of a paid joint order, taken from the stock if it has none yet. */
  partnerCode(order: OrderRow, now: Date): Promise<string | null> {
    return this.db.transaction((tx) =>
      assignPartnerCode(tx, order.orderNumber, order.productId, now),
    );
  }

  async setPayUrl(orderNumber: string, payUrl: string): Promise<void> {
    await this.db.update(orders).set({ payUrl }).where(eq(orders.orderNumber, orderNumber));
  }

  /** Open orders created before `before`, oldest first (the sweep's batch). */
  async openBefore(before: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'open'), lt(orders.createdAt, before)))
      .orderBy(orders.createdAt)
      .limit(limit);
  }

  /** Marks an unpaid order closed (expired); false when it was paid meanwhile. */
  async close(orderNumber: string): Promise<boolean> {
    const done = await this.db
      .update(orders)
      .set({ status: 'closed' })
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, 'open')))
      .returning({ orderNumber: orders.orderNumber });
    return done.length > 0;
  }

  /** Records why a notification for the order was refused; its payment state is untouched. */
  async flag(orderNumber: string, reason: string): Promise<void> {
    await flagOrder(this.db, orderNumber, reason);
  }

  async page(userId: string, start: number, size: number) {
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
        .offset(start)
        .limit(size),
      this.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  /** The user's paid order for a plan, if any (paid content is bought once). */
  async paidFor(userId: string, productId: string): Promise<OrderRow | undefined> {
    return boughtWith(this.db, { userId, productId });
  }

  async hasPaidBefore(userId: string, orderNumber: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.status, 'paid'),
          ne(orders.orderNumber, orderNumber),
          sql`${orders.paidAt} < (select paid_at from orders where order_number = ${orderNumber})`,
        ),
      );
    return (row?.n ?? 0) > 0;
  }

  /**
   * Settles a paid order and grants its membership in one transaction, exactly once: the update
   * that moves the order to 'paid' succeeds for one caller only (the others wait on the row
   * lock, then find it paid), and the ledger's (source, sourceRef) is unique besides.
   * `extend` maps the current membership end to the new one.
   */
  async settle(
    orderNumber: string,
    transactionId: string,
    now: Date,
    extend: (currentEndAt: number) => number,
    { packPoints = null, teamSeats = null, once = false }: Grant = {},
  ): Promise<Settlement> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: now, transactionId })
        .where(and(eq(orders.orderNumber, orderNumber), ne(orders.status, 'paid')))
        .returning();
      if (!order) {
        const [existing] = await tx
          .select()
          .from(orders)
          .where(eq(orders.orderNumber, orderNumber))
          .limit(1);
        return existing ? { kind: 'already', order: existing } : { kind: 'unknown' };
      }
      /** The order's grant in the ledger (from = to: it granted nothing). */
      const record = async (fromEndAt: number, endAt: number) => {
        await tx
          .update(orders)
          .set({ grantedEndAt: endAt })
          .where(eq(orders.orderNumber, orderNumber));
        await recordEntitlement(tx, {
          userId: order.userId,
          source: 'order',
          sourceRef: orderNumber,
          productId: order.productId,
          fromEndAt,
          toEndAt: endAt,
        });
      };
      const settled = (endAt: number, changedUsers: string[]) =>
        ({
          kind: 'settled',
          order: { ...order, grantedEndAt: endAt },
          endAt,
          changedUsers,
        }) as const;
      // The coupon and promo use it was priced with are spent now, their rows locked. Spent by
      // another paid order already: the payment is recorded, grants nothing and is flagged.
      const spent = await spendReductions(tx, reductionOrders(tx), order, now);
      if (spent)
        await flagOrder(tx, orderNumber, `${REDUCTION_SPENT} ${spent}, refund this payment`);
      if (order.teamId && !spent) {
        const team = await settleTeam(tx, this.teams, order, now, extend, teamSeats);
        await record(team.fromEndAt, team.endAt);
        return settled(team.endAt, team.members);
      }
      // The buyer's row is locked (the user module's lock) for the rest of the settlement.
      const fromEndAt = (await lockUser(tx, order.userId))?.memberUntil ?? 0;
      if (spent) {
        await record(fromEndAt, fromEndAt);
        return { ...settled(fromEndAt, []), reductionSpent: spent };
      }
      // Under the buyer's row lock: of two orders for content bought once, settled at the same
      // time, the second sees the first paid.
      const duplicateOf = once ? (await boughtWith(tx, order))?.orderNumber : undefined;
      if (duplicateOf) {
        const reason = `${DUPLICATE} ${duplicateOf}, refund this payment`;
        await flagOrder(tx, orderNumber, reason);
      }
      const endAt = packPoints === null ? extend(fromEndAt) : fromEndAt;
      if (packPoints === null) await setMembershipEnd(tx, order.userId, endAt, now);
      else await addPackPoints(tx, order.userId, packPoints, now);
      // A joint plan's partner code, while the stock lasts (else when one is imported and read).
      if (order.isUnion) await assignPartnerCode(tx, order.orderNumber, order.productId, now);
      await record(fromEndAt, endAt);
      return { ...settled(endAt, [order.userId]), ...(duplicateOf ? { duplicateOf } : {}) };
    });
  }

  /** Open orders that can no longer get the reductions a paid order just spent. */
  spentHolders(paid: OrderRow, now: Date): Promise<OrderRow[]> {
    return spentHolders(this.db, this.reductions, paid, now);
  }

  /** The buyer's other open orders for the order's plan (closed once the plan is bought). */
  async othersOpen(order: OrderRow): Promise<OrderRow[]> {
    return this.db.select().from(orders).where(buyersOrders(order, 'open'));
  }
}

/** Which orders are for a plan and a buyer. */
interface BuyerPlan {
  userId: string;
  productId: string;
  /** An order to leave out (the one in hand). */
  orderNumber?: string;
}

/** The buyer's orders for the plan in one state, but for the order in hand. */
function buyersOrders(of: BuyerPlan, status: OrderRow['status']) {
  return and(
    eq(orders.userId, of.userId),
    eq(orders.productId, of.productId),
    eq(orders.status, status),
    of.orderNumber ? ne(orders.orderNumber, of.orderNumber) : undefined,
  );
}

/** How a paid order that bought nothing (paid content bought with another) is flagged. */
const DUPLICATE = 'duplicate: bought already with';

/**
 * The buyer's paid order that bought the plan (but for the order in hand): the one not flagged
 * as a duplicate, then the earliest paid. Not the earliest paid alone: two settled at once take
 * their times before the buyer's row lock, so the one flagged (it waited for the lock) may hold
 * the earlier time.
 */
async function boughtWith(db: Db, of: BuyerPlan): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(buyersOrders(of, 'paid'))
    .orderBy(sql`position(${DUPLICATE} in coalesce(${orders.flagged}, '')) > 0`, orders.paidAt)
    .limit(1);
  return row;
}

/**
 * Adds `reason` to the order's flag (reasons joined with '; ', at most 1000 characters), once:
 * the provider's retries of a refused notification and the status polls that meet the same
 * mismatch again add nothing, so they never crowd out another reason.
 */
async function flagOrder(db: Db, orderNumber: string, reason: string): Promise<void> {
  await db
    .update(orders)
    .set({ flagged: sql`left(coalesce(${orders.flagged} || '; ', '') || ${reason}, 1000)` })
    .where(
      and(
        eq(orders.orderNumber, orderNumber),
        sql`position(${reason} in coalesce(${orders.flagged}, '')) = 0`,
      ),
    );
}
