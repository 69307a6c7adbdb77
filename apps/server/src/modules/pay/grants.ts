// What a paid order grants besides the buyer's own membership: a team's tier and seats, and a
// joint plan's partner code (both in the settlement transaction).
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partnerCodes } from './tables.js';
import { teamMembers, teams } from '../team/tables.js';
import { users } from '../user/tables.js';
import type { OrderRow } from './order-repo.js';

/**
 * A paid team plan, in the settlement transaction: the team (row locked, so joins wait) is
 * extended from the later of now and its current end, takes the plan's seats, and every member's
 * team_member_until becomes the new end. Answers the members whose rows changed.
 */
export async function settleTeam(
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
