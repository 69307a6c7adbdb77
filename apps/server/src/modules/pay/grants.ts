// What a paid order grants besides the buyer's own membership: a team's tier and seats, and a
// joint plan's partner code (both in the settlement transaction).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partnerCodes } from './tables.js';
import type { OrderRow } from './order-repo.js';

/** The teams a team plan is bought for and settled on (the team module's TeamService). */
export interface TeamAccess {
  /** The team when `userId` owns it; 5107 otherwise. */
  ownedTeam(userId: string, teamId: string): Promise<{ id: string; memberUntil: number }>;
  /**
   * A paid plan in the settlement transaction `tx`: the team and its members' tier extended by
   * `extend`, its seats set; null when the team is gone.
   */
  settlePlan(
    tx: Db,
    teamId: string,
    extend: (currentEndAt: number) => number,
    seats: number | null,
    now: Date,
  ): Promise<{ fromEndAt: number; endAt: number; members: string[] } | null>;
}

/**
 * A paid team plan, in the settlement transaction: the team module extends the team (its row
 * locked, so joins wait) from its current end, sets the plan's seats and every member's team
 * membership. Answers the members whose rows changed.
 */
export async function settleTeam(
  tx: Db,
  teams: TeamAccess | null,
  order: OrderRow,
  now: Date,
  extend: (currentEndAt: number) => number,
  seats: number | null,
): Promise<{ fromEndAt: number; endAt: number; members: string[] }> {
  const team = teams && (await teams.settlePlan(tx, order.teamId!, extend, seats, now));
  // The team was deleted after the order was made: the money is still recorded (the ledger).
  return team ?? { fromEndAt: 0, endAt: 0, members: [order.userId] };
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
