import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef, updatedAt } from '../../db/columns.js';
import { users } from '../user/tables.js';

/**
 * A user's progress through a user guide (the first-visit tour): seen once finished or skipped
 * (for the stored version; a newer guide version shows again), and the steps gone through.
 */
export const userGuideStatus = pgTable(
  'user_guide_status',
  {
    userId: cascadeRef('user_id', () => users.id),
    /** 'home' */
    guide: text('guide').notNull(),
    /** The guide version the row is about. */
    version: bigint('version', { mode: 'number' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    doneSteps: jsonb('done_steps').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guide] })],
);
