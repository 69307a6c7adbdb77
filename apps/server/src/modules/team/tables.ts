import {
  bigint,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, uuidPrimaryKey } from '../../db/columns.js';
import { users } from '../user/tables.js';

/**
 * A team (issue 14 item 6): its owner buys team plans for it; every member has the professional
 * tier while `memberUntil` is in the future (copied to users.team_member_until). `seats` counts
 * the owner; a new team has the owner's seat only, a paid plan sets its seats.
 */
export const teams = pgTable('teams', {
  id: uuidPrimaryKey(),
  name: text('name').notNull(),
  ownerId: cascadeRef('owner_id', () => users.id),
  seats: bigint('seats', { mode: 'number' }).notNull().default(1),
  /** Unix seconds; 0 until a team plan is paid. */
  memberUntil: bigint('member_until', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A team's members, the owner included; a user is in one team at most. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: cascadeRef('team_id', () => teams.id),
    userId: cascadeRef('user_id', () => users.id),
    /** 'owner' | 'member' */
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex('team_members_user_idx').on(t.userId),
  ],
);

/**
 * An invitation link to a team: 128 random bits, valid 7 days, revocable by the owner; any
 * number of users may join by it while seats are free.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    /** base64url of 16 random bytes. */
    token: text('token').primaryKey(),
    teamId: cascadeRef('team_id', () => teams.id),
    createdBy: cascadeRef('created_by', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('team_invitations_team_idx').on(t.teamId, t.createdAt)],
);
