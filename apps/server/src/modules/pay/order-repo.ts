import { and, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  entitlements,
  orders,
  partnerCodes,
  teamMembers,
  teams,
  userCoupons,
  users,
} from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;

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
    }
  | { kind: 'already'; order: OrderRow }
  | { kind: 'unknown' };

export class OrderRepo {
  constructor(private readonly db: Db) {}

  async create(row: typeof orders.$inferInsert): Promise<OrderRow> {
    const [created] = await this.db.insert(orders).values(row).returning();
    return created!;
  }

  async find(orderNumber: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .limit(1);
    return row;
  }

  /** An open, unexpired order of this user for this plan, amount and method (reused by charge). */
  async findReusable(
    userId: string,
    productId: string,
    terms: {
      amount: number;
      couponId: string | null;
      promoCode: string | null;
      teamId?: string | null;
    },
    payment: string,
    channel: string,
    validAfter: Date,
  ): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.productId, productId),
          eq(orders.amount, terms.amount),
          terms.couponId ? eq(orders.couponId, terms.couponId) : isNull(orders.couponId),
          terms.promoCode ? eq(orders.promoCode, terms.promoCode) : isNull(orders.promoCode),
          eq(orders.payment, payment),
          eq(orders.channel, channel),
          terms.teamId ? eq(orders.teamId, terms.teamId) : isNull(orders.teamId),
          eq(orders.status, 'open'),
          sql`${orders.expiresAt} > ${validAfter.toISOString()}`,
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return row;
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
      if (order.teamId) {
        const team = await settleTeam(tx, order, now, extend, teamSeats);
        await tx
          .update(orders)
          .set({ grantedEndAt: team.endAt })
          .where(eq(orders.orderNumber, orderNumber));
        if (order.couponId) {
          await tx
            .update(userCoupons)
            .set({ usedAt: now, orderNumber })
            .where(and(eq(userCoupons.id, order.couponId), isNull(userCoupons.usedAt)));
        }
        await tx.insert(entitlements).values({
          userId: order.userId,
          source: 'order',
          sourceRef: orderNumber,
          productId: order.productId,
          fromEndAt: team.fromEndAt,
          toEndAt: team.endAt,
        });
        return {
          kind: 'settled',
          order: { ...order, grantedEndAt: team.endAt },
          endAt: team.endAt,
          changedUsers: team.members,
        };
      }
      const [user] = await tx
        .select({ memberUntil: users.memberUntil })
        .from(users)
        .where(eq(users.id, order.userId))
        .for('update');
      // Under the buyer's row lock: of two orders for content bought once, settled at the same
      // time, the second sees the first paid.
      const duplicateOf = once ? (await boughtWith(tx, order))?.orderNumber : undefined;
      if (duplicateOf) {
        const reason = `${DUPLICATE} ${duplicateOf}, refund this payment`;
        await flagOrder(tx, orderNumber, reason);
      }
      const fromEndAt = user?.memberUntil ?? 0;
      const endAt = packPoints === null ? extend(fromEndAt) : fromEndAt;
      await tx
        .update(users)
        .set(
          packPoints === null
            ? { memberUntil: endAt, updatedAt: now }
            : { aiPackPoints: sql`${users.aiPackPoints} + ${packPoints}`, updatedAt: now },
        )
        .where(eq(users.id, order.userId));
      await tx
        .update(orders)
        .set({ grantedEndAt: endAt })
        .where(eq(orders.orderNumber, orderNumber));
      // The coupon that reduced the price is used now (once: a coupon reduces one paid order).
      if (order.couponId) {
        await tx
          .update(userCoupons)
          .set({ usedAt: now, orderNumber })
          .where(and(eq(userCoupons.id, order.couponId), isNull(userCoupons.usedAt)));
      }
      // A joint plan's partner code, while the stock lasts (else when one is imported and read).
      if (order.isUnion) await assignPartnerCode(tx, order.orderNumber, order.productId, now);
      await tx.insert(entitlements).values({
        userId: order.userId,
        source: 'order',
        sourceRef: orderNumber,
        productId: order.productId,
        fromEndAt,
        toEndAt: endAt,
      });
      return {
        kind: 'settled',
        order: { ...order, grantedEndAt: endAt },
        endAt,
        changedUsers: [order.userId],
        ...(duplicateOf ? { duplicateOf } : {}),
      };
    });
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

/** Adds `reason` to the order's flag (reasons joined with '; ', at most 1000 characters). */
async function flagOrder(db: Db, orderNumber: string, reason: string): Promise<void> {
  await db
    .update(orders)
    .set({ flagged: sql`left(coalesce(${orders.flagged} || '; ', '') || ${reason}, 1000)` })
    .where(eq(orders.orderNumber, orderNumber));
}

/**
 * A paid team plan, in the settlement transaction: the team (row locked, so joins wait) is
 * extended from the later of now and its current end, takes the plan's seats, and every member's
 * team_member_until becomes the new end. Answers the members whose rows changed.
 */
async function settleTeam(
  tx: Db,
  order: OrderRow,
  now: Date,
  extend: (currentEndAt: number) => number,
  seats: number | null,
): Promise<{ fromEndAt: number; endAt: number; members: string[] }> {
  const [team] = await tx
    .select({ memberUntil: teams.memberUntil, seats: teams.seats })
    .from(teams)
    .where(eq(teams.id, order.teamId!))
    .for('update');
  // The team was deleted after the order was made: the money is still recorded (the ledger).
  if (!team) return { fromEndAt: 0, endAt: 0, members: [order.userId] };
  const endAt = extend(team.memberUntil);
  await tx
    .update(teams)
    .set({ memberUntil: endAt, seats: seats ?? team.seats, updatedAt: now })
    .where(eq(teams.id, order.teamId!));
  const members = (
    await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, order.teamId!))
  ).map((m) => m.userId);
  if (members.length > 0) {
    await tx
      .update(users)
      .set({ teamMemberUntil: endAt, updatedAt: now })
      .where(inArray(users.id, members));
  }
  return { fromEndAt: team.memberUntil, endAt, members };
}

/**
 * Gives a paid joint order a free partner code of its plan, once: the order keeps the code it
 * has; a free one is taken with SKIP LOCKED, so two orders never take the same code. Null when
 * the plan's stock is empty.
 */
export async function assignPartnerCode(
  db: Db,
  orderNumber: string,
  productId: string,
  now: Date,
): Promise<string | null> {
  const [held] = await db
    .select({ code: partnerCodes.code })
    .from(partnerCodes)
    .where(eq(partnerCodes.orderNumber, orderNumber));
  if (held) return held.code;
  const taken = await db.execute<{ code: string }>(sql`
    update ${partnerCodes} set order_number = ${orderNumber}, assigned_at = ${now.toISOString()}
    where code = (
      select code from ${partnerCodes}
      where product_id = ${productId} and order_number is null
      order by created_at, code limit 1 for update skip locked
    )
    returning code`);
  const rows = (taken as unknown as { rows: { code: string }[] }).rows;
  return rows[0]?.code ?? null;
}
