import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from './tables.js';
import type { Membership } from './types.js';

/**
 * The end of the professional tier of a user (unix seconds): the later of the personal
 * membership and the membership of the user's team (users.team_member_until, 0 outside a
 * team). Everything that decides the tier reads this, never one of the two columns alone.
 */
export function effectiveMemberUntil(user: {
  memberUntil: number;
  teamMemberUntil?: number | null;
}): number {
  return Math.max(user.memberUntil, user.teamMemberUntil ?? 0);
}

// The membership, team membership and AI packs of a user, for the modules that grant or spend
// them (pay's settlement, redeem codes, teams, AI charges) and those that read the tier. Each
// call takes a database handle: the caller's transaction (`tx`) when the change must commit with
// the caller's own rows. None of them announces the change: the caller tells the session cache
// (userChanged) once its transaction has committed.

const MEMBERSHIP = {
  memberUntil: users.memberUntil,
  teamMemberUntil: users.teamMemberUntil,
  aiPackPoints: users.aiPackPoints,
};

/** The `updated_at` of a change: the caller's clock when given, else the database's. */
const stamp = (now?: Date): Date | SQL => now ?? sql`now()`;

/** The user's membership and packs now; undefined for no such user. */
export async function membershipOf(db: Db, userId: string): Promise<Membership | undefined> {
  const [row] = await db.select(MEMBERSHIP).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * Locks the user's row (FOR UPDATE) in the transaction `tx` and answers the membership under the
 * lock; undefined for no such user. The rest of the transaction runs under the lock: two changes
 * of one user (settlements, redemptions, team joins, coupon issues, downloads) take turns.
 */
export async function lockUser(tx: Db, userId: string): Promise<Membership | undefined> {
  const [row] = await tx.select(MEMBERSHIP).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Sets the end of the user's personal membership (unix seconds), e.g. to the end a payment or
 * a code extends it to, counted from lockUser's `memberUntil` under the lock.
 */
export async function setMembershipEnd(
  tx: Db,
  userId: string,
  memberUntil: number,
  now?: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ memberUntil, updatedAt: stamp(now) })
    .where(eq(users.id, userId));
}

/**
 * Sets the team membership end of users (their team's end while they are in it, 0 when they
 * leave it); their personal memberships are never touched.
 */
export async function setTeamMemberUntil(
  tx: Db,
  userIds: readonly string[],
  teamMemberUntil: number,
  now?: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(users)
    .set({ teamMemberUntil, updatedAt: stamp(now) })
    .where(inArray(users.id, [...userIds]));
}

/** AI points a user has in bought packs. */
export async function packPoints(db: Db, userId: string): Promise<number> {
  return (await membershipOf(db, userId))?.aiPackPoints ?? 0;
}

/** Adds points to the user's packs (a pack bought, a pack charge refunded). */
export async function addPackPoints(
  tx: Db,
  userId: string,
  points: number,
  now?: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ aiPackPoints: sql`${users.aiPackPoints} + ${points}`, updatedAt: stamp(now) })
    .where(eq(users.id, userId));
}

/**
 * Takes points from the user's packs while they hold enough: one conditional update, so
 * concurrent charges never spend more than is there. False when the packs hold too few.
 */
export async function spendPackPoints(tx: Db, userId: string, points: number): Promise<boolean> {
  const paid = await tx
    .update(users)
    .set({ aiPackPoints: sql`${users.aiPackPoints} - ${points}`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), gte(users.aiPackPoints, points)))
    .returning({ id: users.id });
  return paid.length > 0;
}
